// /staff/feature-flags (issue 17): a brand's feature flags, each with its value and what set it
// (the console, the brand's file, the registry's default). A switch sets the console's value for
// the brand; 'Use the file's value' removes it. The server audits both and refuses brands the
// member is not given; applicants see a change on their next page load or poll (60 s).
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import {
  Alert,
  Button,
  Container,
  MenuItem,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { staffApiRoutes } from "../../../core/contract/staff-routes";
import { PageHeading } from "../../lib/PageHeading";
import { PageLoader } from "../../lib/loader/PageLoader";
import { staffCall } from "./staff-api";
import { useStaffData } from "./use-staff-data";

interface FlagRow {
  key: string;
  /** The switch's other names (one flag the spec names twice): answered alike, shown in its row. */
  aliases: string[];
  description: string;
  default: boolean;
  manifest: boolean | null;
  brandOverride: boolean | null;
  applicationOverride?: boolean | null;
  enabled: boolean;
  variables: { routes?: string[] };
}
interface FlagList {
  orgCode: string;
  orgCodes?: string[];
  /** Each brand's company name by its code. */
  brandNames: Record<string, string>;
  flags: FlagRow[];
}

const WIDE_ONLY = { display: { xs: "none", md: "table-cell" } } as const;
const KEEP_WHOLE = { whiteSpace: "nowrap", overflowWrap: "normal" } as const;

/** What set the value, in the resolution order (application > brand > brand file > default). */
function sourceKey(flag: FlagRow): string {
  if (
    flag.applicationOverride !== undefined &&
    flag.applicationOverride !== null
  )
    return "staff.flags.source.application";
  if (flag.brandOverride !== null) return "staff.flags.source.console";
  return flag.manifest !== null
    ? "staff.flags.source.manifest"
    : "staff.flags.source.default";
}

/** A brand by its company name (its code when the answer names none). */
const brandName = (data: FlagList, orgCode: string): string =>
  data.brandNames[orgCode] ?? orgCode;

export function StaffFeatureFlags() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const orgCode = params.get("orgCode") ?? "";
  // ?application={uuid}: that application's own values (from its page in the console).
  const application = params.get("application") ?? "";
  const path = application
    ? staffApiRoutes.applicationFeatureFlags.path({ uuid: application })
    : staffApiRoutes.featureFlags.path({});
  const { data, error, mutate } = useStaffData<FlagList>(
    path,
    !application && orgCode ? { orgCode } : undefined,
  );
  const [saved, setSaved] = useState("");
  const [failed, setFailed] = useState("");

  const set = async (key: string, enabled: boolean | null) => {
    if (!data) return;
    setFailed("");
    try {
      const next = await staffCall<FlagList>("PUT", path, {
        body: application
          ? { key, enabled }
          : { orgCode: data.orgCode, key, enabled },
      });
      await mutate(
        {
          ...next,
          ...(data.orgCodes ? { orgCodes: data.orgCodes } : {}),
          brandNames: { ...data.brandNames, ...next.brandNames },
        },
        { revalidate: false },
      );
      const now = next.flags.find((f) => f.key === key)?.enabled;
      setSaved(
        t("staff.flags.saved", {
          key,
          brand: brandName(data, data.orgCode),
          state: t(now ? "staff.flags.on" : "staff.flags.off"),
        }),
      );
    } catch (e) {
      setFailed((e as Error).message);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading text={t("staff.flags.heading")} sx={{ mb: 1 }} />
      <Typography sx={{ mb: 2 }}>{t("staff.flags.intro")}</Typography>
      {data?.orgCodes && data.orgCodes.length > 1 && (
        <TextField
          select
          label={t("staff.flags.brand")}
          value={data.orgCode}
          onChange={(e) => setParams({ orgCode: e.target.value })}
          // A long company name wraps inside the field instead of widening the page (320 px).
          sx={{
            mb: 2,
            width: { xs: "100%", sm: 360 },
            "& .MuiSelect-select": { whiteSpace: "normal", overflowWrap: "anywhere" },
          }}
        >
          {data.orgCodes.map((code) => (
            <MenuItem key={code} value={code}>
              {brandName(data, code)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Typography role="status" sx={{ mb: saved ? 2 : 0 }}>
        {saved}
      </Typography>
      {(failed || (error && error.failure.status !== 401)) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failed || error?.message}
        </Alert>
      )}
      {!data && !error && <PageLoader busy />}
      {data && (
        <Table
          size="small"
          sx={{
            "& td, & th": { overflowWrap: "anywhere" },
            "& caption": { captionSide: "top" },
          }}
        >
          <Typography component="caption" sx={{ textAlign: "left", px: 0 }}>
            {application
              ? t("staff.flags.applicationCaption", {
                  application,
                  brand: brandName(data, data.orgCode),
                })
              : t("staff.flags.caption", { brand: brandName(data, data.orgCode) })}
          </Typography>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t("staff.flags.columns.flag")}</TableCell>
              {/* Short headings kept whole ("Actions", not "Acti / ons" at 390 px): the flag's column gives way. */}
              <TableCell scope="col" sx={KEEP_WHOLE}>
                {t("staff.flags.columns.on")}
              </TableCell>
              <TableCell scope="col" sx={{ ...WIDE_ONLY, ...KEEP_WHOLE }}>
                {t("staff.flags.columns.source")}
              </TableCell>
              <TableCell scope="col" sx={KEEP_WHOLE}>
                {t("staff.flags.columns.actions")}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.flags.map((flag) => {
              const own = application
                ? flag.applicationOverride
                : flag.brandOverride;
              return (
                <TableRow key={flag.key}>
                  <TableCell component="th" scope="row">
                    <Typography sx={{ fontWeight: 600, fontSize: "inherit" }}>
                      {flag.key}
                    </Typography>
                    {flag.aliases.length > 0 && (
                      <Typography variant="body2" color="text.secondary">
                        {t("staff.flags.aliases", {
                          aliases: flag.aliases.join(", "),
                        })}
                      </Typography>
                    )}
                    <Typography variant="body2">{flag.description}</Typography>
                    {flag.variables.routes && (
                      <Typography variant="body2" sx={WIDE_ONLY}>
                        {t("staff.flags.routes", {
                          routes: flag.variables.routes.join(", "),
                        })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={flag.enabled}
                      onChange={(e) => void set(flag.key, e.target.checked)}
                      slotProps={{
                        input: {
                          "aria-label": t(
                            application
                              ? "staff.flags.applicationToggle"
                              : "staff.flags.toggle",
                            { key: flag.key, brand: brandName(data, data.orgCode) },
                          ),
                        },
                      }}
                    />
                  </TableCell>
                  {/* Its few short words whole ("Default", not "Defaul / t"): the flag's own column gives way instead. */}
                  <TableCell sx={{ ...WIDE_ONLY, whiteSpace: "nowrap" }}>{t(sourceKey(flag))}</TableCell>
                  <TableCell>
                    {own !== null && own !== undefined && (
                      <Button
                        size="small"
                        onClick={() => void set(flag.key, null)}
                        aria-label={t("staff.flags.resetLabel", {
                          key: flag.key,
                        })}
                      >
                        {t("staff.flags.reset")}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Container>
  );
}
