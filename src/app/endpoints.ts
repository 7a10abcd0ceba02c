// The one registry of every module that injects endpoints into the one API (test/unit/app/endpoints.test.ts
// fails when one is missing). Each feature injects its endpoints when its module runs; importing them all
// here, where Redux DevTools is set up, means a recorded action log (a DevTools export, the replay tests)
// replays without RTK Query meeting an endpoint it does not know. Only endpoint definitions live in these
// modules (small); pages and their components stay code-split.
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
import '@/shared/supabase/tableSyncApi';
import '@/features/projects/semanticSearchApi';
import '@/features/search/searchApi';
