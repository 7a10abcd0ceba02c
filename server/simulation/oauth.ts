import { Hono, type Context } from 'hono';
import type { PlatformContext } from '../core/context';
import { PROVIDER_LABELS, typeInfo } from '../core/sourceTypes';
import { escapeHtml, page, PAGE_HEADERS } from '../core/html';
import { approveOAuthState, takeOAuthState } from './oauthProvider';

const APP_NAME = 'Beta Dashboard';

interface ConsentRequest {
  type: string;
  project_name: string;
  email: string;
}

const invalidPage = (c: Context) =>
  c.body(
    page(
      'Authorization failed',
      `<h1>This authorization request is invalid or has expired</h1>
<p>Requests are valid for 10 minutes and can be answered once. Start again from the dashboard.</p>
<div class="actions"><a class="button primary" href="/">Back to the dashboard</a></div>`,
    ),
    400,
    PAGE_HEADERS,
  );

/** `<redirect_uri>?…` on the browser's origin; the path was checked to be same-origin when it was stored. */
function redirectBack(c: Context, redirectUri: string, params: Record<string, string>) {
  const url = new URL(redirectUri, new URL(c.req.url).origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return c.redirect(url.toString(), 303);
}

/**
 * The local stand-in for each provider's consent screen (/oauth/:provider/authorize): the dashboard's
 * connect call sends the browser here; Allow returns it with ?code&state, Deny with ?error=access_denied.
 */
export function oauthRoutes(ctx: PlatformContext): Hono {
  const app = new Hono();

  app.get('/:provider/authorize', async (c) => {
    const provider = c.req.param('provider');
    const state = c.req.query('state') ?? '';
    const { rows } = await ctx.asService((tx) =>
      tx.query<ConsentRequest>(
        `select src.type, p.name as project_name, u.email
           from private.oauth_states s
           join public.sources src on src.id = s.source_id
           join public.projects p on p.id = src.project_id
           join auth.users u on u.id = s.owner_id
          where s.state = $1 and s.provider = $2 and s.code is null and s.expires_at > now()`,
        [state, provider],
      ),
    );
    const request = rows[0];
    if (!request) return invalidPage(c);
    const providerLabel = escapeHtml(PROVIDER_LABELS[provider] ?? provider);
    const heading = `Authorize ${PROVIDER_LABELS[provider] ?? provider} access for ${APP_NAME}?`;
    return c.body(
      page(
        heading,
        `<h1>${escapeHtml(heading)}</h1>
<p>${APP_NAME} wants read-only access to your ${providerLabel} account to index
<strong>${escapeHtml(typeInfo(request.type).label)}</strong> into the project
<strong>${escapeHtml(request.project_name)}</strong>.</p>
<dl><dt>Account</dt><dd>${escapeHtml(request.email)}</dd><dt>Access</dt><dd>Read content and metadata</dd></dl>
<p>This page is the local platform's stand-in for ${providerLabel}'s consent screen; nothing leaves your machine.</p>
<form method="post" action="/oauth/${encodeURIComponent(provider)}/authorize">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<div class="actions">
<button type="submit" name="decision" value="deny">Deny</button>
<button class="primary" type="submit" name="decision" value="allow" autofocus>Allow</button>
</div>
</form>`,
      ),
      200,
      PAGE_HEADERS,
    );
  });

  app.post('/:provider/authorize', async (c) => {
    const provider = c.req.param('provider');
    const form = await c.req.parseBody();
    const state = typeof form.state === 'string' ? form.state : '';
    if (form.decision === 'allow') {
      const approved = await ctx.asService((tx) => approveOAuthState(tx, state, provider));
      if (!approved?.code) return invalidPage(c);
      return redirectBack(c, approved.redirect_uri, { code: approved.code, state });
    }
    const denied = await ctx.asService((tx) => takeOAuthState(tx, state, { provider }));
    if (!denied) return invalidPage(c);
    return redirectBack(c, denied.redirect_uri, { error: 'access_denied', state });
  });

  return app;
}
