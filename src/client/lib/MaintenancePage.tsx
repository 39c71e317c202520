// Spec sections 4 and 8: with the maintenance flag on for the route, this replaces the screen (the
// page shell stays). Rendered by the server too, so the first paint already says so.
import { Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "./brand";

export function MaintenancePage() {
  const { t } = useTranslation();
  const title = t("shell.maintenance.title");
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: "2rem", mb: 2 }}>
        {title}
      </Typography>
      <Typography>{t("shell.maintenance.message")}</Typography>
    </Container>
  );
}
