// A brand's assets: its logo, from the file beside the manifest, or a placeholder drawn from its
// initials and primary colour when it has none (so a new brand is one JSON file).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { notFound } from '../errors';
import type { Org } from '../orgs';
import { apiRoutes } from '../../core/contract/routes';

const CONTENT_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' };

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function placeholderLogo(org: Org): string {
  const { companyNameShort, theme } = org.manifest;
  const initials = companyNameShort.split(/\s+/).slice(0, 2).map((w) => w[0] ?? '').join('').toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="${theme.palette.primary}"/><text x="20" y="26" font-family="Arial, sans-serif" font-size="16" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text></svg>`;
}

interface Logo {
  type: string;
  body: Buffer | string;
}

async function readLogo(ctx: AppContext, org: Org): Promise<Logo> {
  const file = org.manifest.theme.logo.file;
  if (!file) return { type: CONTENT_TYPES.svg!, body: placeholderLogo(org) };
  return { type: CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)]!, body: await readFile(join(ctx.orgs.dirOf(org.orgCode), file)) };
}

export function brandAssetRoutes(ctx: AppContext): FastifyPluginAsync {
  // Manifests are read once at start, so their logos are too: read on first request, then kept.
  const logos = new Map<string, Promise<Logo>>();
  return async (app) => {
    app.get<{ Params: { orgCode: string } }>(apiRoutes.brandLogo.pattern, async (request, reply) => {
      const org = ctx.orgs.get(request.params.orgCode);
      if (!org) throw notFound();
      if (!logos.has(org.orgCode)) logos.set(org.orgCode, readLogo(ctx, org));
      const { type, body } = await logos.get(org.orgCode)!;
      // Logos change rarely; an hour keeps pages fast without pinning an old logo for long.
      return reply.type(type).header('cache-control', 'public, max-age=3600').send(body);
    });
  };
}
