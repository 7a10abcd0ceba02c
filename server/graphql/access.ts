import type { Context } from 'hono';
import type { Claims, PlatformContext } from '../core/context';
import type { ProjectRow } from '../core/rows';
import { ownerOfApiKey } from '../core/apiKeyOwner';
import { isUuid } from '../core/ids';

/** Who is asking and for which project; or why not, as a GraphQL error code with its HTTP status. */
export type Access =
  | { ok: true; claims: Claims; project: ProjectRow; apiKeyId: string | null }
  | { ok: false; status: 401 | 403 | 404; code: string; message: string };


const denied = (status: 401 | 403 | 404, code: string, message: string): Access => ({
  ok: false,
  status,
  code,
  message,
});

/** Authorises a request by the owner's bearer token or an `x-api-key`, then loads the project under RLS. */
export async function resolveAccess(ctx: PlatformContext, c: Context, projectId: string): Promise<Access> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const apiKey = c.req.header('x-api-key');
  let claims: Claims;
  let apiKeyId: string | null = null;
  if (bearer) {
    const verified = await ctx.verifyAccessToken(bearer);
    if (!verified || verified.role !== 'authenticated')
      return denied(401, 'UNAUTHENTICATED', 'Invalid or expired access token');
    claims = verified;
  } else if (apiKey) {
    const key = isUuid(projectId) ? await ownerOfApiKey(ctx, apiKey, projectId) : null;
    if (!key) return denied(401, 'UNAUTHENTICATED', 'Invalid API key for this project');
    claims = { sub: key.owner, role: 'authenticated' };
    apiKeyId = key.keyId;
  } else {
    return denied(401, 'UNAUTHENTICATED', 'Send a bearer access token or an x-api-key header');
  }
  const project = isUuid(projectId)
    ? await ctx.asUser(claims, async (tx) => {
        const { rows } = await tx.query<ProjectRow>('select * from public.projects where id = $1', [projectId]);
        return rows[0];
      })
    : undefined;
  if (!project || project.state === 'deleted') return denied(404, 'NOT_FOUND', 'Project not found');
  if (project.state === 'paused' || project.state === 'restoring') {
    return denied(403, 'PROJECT_PAUSED', 'The project is paused; restore it to query its data');
  }
  return { ok: true, claims, project, apiKeyId };
}
