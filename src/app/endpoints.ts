// The one registry of dashboard API endpoints. Each feature injects its endpoints into
// baseApi when its module runs; importing them all here, from the store, means a fresh makeStore()
// knows every endpoint before any page loads, so a recorded action log (Redux DevTools export, the
// replay tests) replays without RTK Query meeting an endpoint it does not know. Only endpoint
// definitions live in these modules (small); pages and their components stay code-split.
import '@/features/projects/projectsApi';
import '@/features/sources/sourcesApi';
import '@/features/apiKeys/apiKeysApi';
import '@/shared/apiKeys/generateApiKeyApi';
import '@/features/webhooks/webhooksApi';
import '@/features/adminKeys/adminKeysApi';
import '@/features/billing/billingApi';
import '@/features/billing/subscriptionApi';
import '@/shared/api/planUsageApi';
import '@/features/documents/documentsApi';
import '@/features/webhooks/webhookActionsApi';
import '@/features/sources/sourceSearchApi';
import '@/features/sources/sourcesFirstPageApi';
import '@/features/apiRequests/apiRequestsApi';
import '@/shared/supabase/pagedSyncApi';
