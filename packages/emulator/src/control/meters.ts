import { API_FAMILIES, type ApiFamily } from '@platform-api/sdk/schemas';
import { deliveryCounter, pingCounter, verifyWindow } from '../delivery/caps.ts';
import { burstWindow, dailyCounter, ipWindow, usageWindow } from '../engine/quotas.ts';
import { resumeCounter } from '../families/crm/resumes.ts';
import type { EmulatorInternals } from '../internal.ts';
import type { OrgRecord } from '../store/schemas.ts';

const HOUR_MS = 3_600_000;

/** A limit as the meters show it: `null` when it is off (`Infinity`: `--unlimited`, an override). */
function limitOf(n: number): number | null {
  return Number.isFinite(n) ? n : null;
}

/** A count against its limit. */
interface Meter {
  used: number;
  limit: number | null;
}

/** A minute window: calls counted in the running minute, and when it ends (null: none running). */
interface WindowMeter extends Meter {
  resetsAt: string | null;
}

/** What `GET /_emulator/meters` shows of one organization. */
export interface OrgMeters {
  orgId: string;
  name: string;
  plan: OrgRecord['plan'];
  families: {
    family: ApiFamily;
    /** Successful metered calls today (UTC) and the daily quota; `inFlight` holds a slot now. */
    daily: Meter & { inFlight: number };
    /** The organization's burst window of the family. */
    burst: WindowMeter;
  }[];
  /** Webhook deliveries today against the daily cap. */
  deliveries: Meter;
  /** Per active key: resume uploads today, and the usage-read windows running now. */
  keys: {
    keyId: string;
    prefix: string;
    resumeUploads: Meter;
    usageReads: (WindowMeter & { family: ApiFamily })[];
  }[];
  /** Per endpoint: test pings today, manual re-verifications in the last hour. */
  endpoints: { endpointId: string; url: string; testPings: Meter; reverifications: Meter }[];
}

/**
 * The quota meters: read from the quota engine itself (the counters the request chain spends), never
 * a copy, and without creating a counter or a window (reading them changes nothing, not even the
 * exported state). Every organization, or one.
 */
export function readMeters(x: EmulatorInternals, orgs: readonly OrgRecord[]) {
  const { core } = x;
  const { quotas } = core;
  const config = quotas.config;
  const window = (key: string, limit: number): WindowMeter => {
    const w = quotas.peekMinute(key);
    return {
      used: w?.count ?? 0,
      limit: limitOf(limit),
      resetsAt: w ? new Date(w.endsAtMs).toISOString() : null,
    };
  };
  /** A daily counter of today against its limit. */
  const daily = (key: string, limit: number): Meter => ({
    used: quotas.peekDaily(key).used,
    limit: limitOf(limit),
  });
  const keys = core.tables.apiKeys.all();
  const endpoints = x.webhooks.endpoints.table.all();

  const perOrg = orgs.map(
    (org): OrgMeters => ({
      orgId: org.id,
      name: org.name,
      plan: org.plan,
      families: API_FAMILIES.map((family) => {
        const { used, reserved } = quotas.peekDaily(dailyCounter(family, org.id));
        return {
          family,
          daily: { used, inFlight: reserved, limit: limitOf(config[family].daily) },
          burst: window(burstWindow(family, org.id), config[family].burstPerMinute),
        };
      }),
      deliveries: daily(deliveryCounter(org.id), config.webhooks.deliveriesPerDay),
      keys: keys
        .filter((k) => k.orgId === org.id && core.auth.isActive(k))
        .map((k) => ({
          keyId: k.id,
          prefix: k.keyPrefix,
          resumeUploads: daily(resumeCounter(k.id), config.crm.resumeUploadsPerKeyPerDay),
          usageReads: API_FAMILIES.flatMap((family) => {
            const key = usageWindow(family, k.id);
            return quotas.peekMinute(key) ? [{ family, ...window(key, config[family].usagePerMinute) }] : [];
          }),
        })),
      endpoints: endpoints
        .filter((ep) => ep.orgId === org.id && ep.deletedAt === null)
        .map((ep) => ({
          endpointId: ep.id,
          url: ep.url,
          testPings: daily(pingCounter(ep.id), config.webhooks.testPingsPerEndpointPerDay),
          reverifications: {
            used: quotas.peekWindow(verifyWindow(ep.id), HOUR_MS),
            limit: limitOf(config.webhooks.verifyPerEndpointPerHour),
          },
        })),
    }),
  );

  // The per-IP backstop counts per client address, across organizations.
  const perIp = API_FAMILIES.flatMap((family) => {
    const prefix = ipWindow(family, '');
    return quotas.minuteKeys(prefix).map((key) => ({
      family,
      ip: key.slice(prefix.length),
      ...window(key, config[family].perIpPerMinute),
    }));
  });

  return { now: core.clock.iso(), resetsAt: quotas.resetsAt(), orgs: perOrg, perIp };
}
