// The maintenance page as the app shows it: loaded on demand in the browser (only a listed route
// with the flag on needs it), given ready by the server's render (entry-server.tsx provides the
// page itself, as a lazy one would render only its fallback there).
import { createContext, lazy, type ReactNode } from "react";

const LazyMaintenancePage = lazy(() =>
  import("./MaintenancePage").then((m) => ({ default: m.MaintenancePage })),
);

export const MaintenanceScreen = createContext<ReactNode>(
  <LazyMaintenancePage />,
);
