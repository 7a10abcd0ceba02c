import { useNavigate } from 'react-router-dom';
import { dialogOpened, type DialogId } from '@/shared/dialogs/dialogsSlice';
import { paths } from '@/shared/routing/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useBillingPortal } from '@/features/billing/useBillingPortal';
import { sourceDisplayName } from '@/features/sources/displayName';
import { indexingBlocker } from '@/features/sources/isConfigured';
import {
  useCancelIndexingMutation,
  useInitIndexingMutation,
  useUpdateIndexingMutation,
} from '@/features/sources/sourcesApi';
import { selectSourceById } from '@/features/sources/sourcesSlice';
import { useSignOut } from '@/shell/useSignOut';
import type { PaletteItem, PaletteScope } from './paletteItems';

const ACTIVE = new Set(['INITIALIZING', 'UPDATING']);

/**
 * The palette's Actions where the user stands. Each does what its button does: dialogs open on their
 * own page (the same dialog, texts and toasts), indexing calls go through the same endpoints.
 */
export function usePaletteActions(scope: PaletteScope): PaletteItem[] {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const portal = useBillingPortal();
  const [init] = useInitIndexingMutation();
  const [update] = useUpdateIndexingMutation();
  const [cancel] = useCancelIndexingMutation();
  const { projectId, sourceId } = scope;
  const source = useAppSelector((state) => (sourceId ? selectSourceById(state, sourceId) : undefined));
  const openOn = (path: string, id: DialogId, subject: string | null) => () => {
    navigate(path);
    dispatch(dialogOpened({ id, subject }));
  };

  const actions: PaletteItem[] = [
    {
      id: 'action:create-project',
      group: 'Actions',
      label: 'Create project',
      keywords: 'new',
      run: openOn(paths.projects(), 'createProject', null),
    },
  ];
  if (projectId) {
    const of = scope.projectName ?? undefined;
    actions.push(
      {
        id: 'action:add-source',
        group: 'Actions',
        label: 'Add source',
        description: of,
        keywords: 'new connect',
        run: openOn(paths.project(projectId), 'addSource', projectId),
      },
      {
        id: 'action:api-key',
        group: 'Actions',
        label: 'Generate API key',
        description: of,
        keywords: 'new create',
        run: openOn(paths.projectDeveloper(projectId), 'generateApiKey', projectId),
      },
      {
        id: 'action:webhook',
        group: 'Actions',
        label: 'Create webhook',
        description: of,
        keywords: 'new',
        run: openOn(paths.projectDeveloper(projectId), 'createWebhook', projectId),
      },
    );
  }
  if (projectId && source) {
    const ref = { projectId, sourceId: source.id };
    const of = sourceDisplayName(source);
    const ready = source.status === 'IDLE' && indexingBlocker(source) === null;
    if (ready)
      actions.push(
        {
          id: 'action:init',
          group: 'Actions',
          label: 'Start indexing',
          description: of,
          keywords: 'initialize init run',
          run: () => void init(ref),
        },
        {
          id: 'action:update',
          group: 'Actions',
          label: 'Update index',
          description: of,
          keywords: 'indexing sync refresh',
          run: () => void update(ref),
        },
        {
          id: 'action:rebuild',
          group: 'Actions',
          label: 'Rebuild index',
          description: of,
          keywords: 'indexing reindex',
          run: openOn(paths.source(projectId, source.id), 'rebuildIndex', source.id),
        },
      );
    if (ACTIVE.has(source.status))
      actions.push({
        id: 'action:cancel',
        group: 'Actions',
        label: 'Cancel indexing',
        description: of,
        keywords: 'stop run',
        run: () => void cancel(ref),
      });
  }
  actions.push(
    {
      id: 'action:portal',
      group: 'Actions',
      label: 'Open billing portal',
      keywords: 'manage billing payment',
      run: () => void portal.open(),
    },
    {
      id: 'action:shortcuts',
      group: 'Actions',
      label: 'Keyboard shortcuts',
      keywords: 'help keys',
      run: () => dispatch(dialogOpened({ id: 'shortcuts', subject: null })),
    },
    {
      id: 'action:sign-out',
      group: 'Actions',
      label: 'Sign out',
      keywords: 'log out logout',
      run: () => void signOut(),
    },
  );

  return actions;
}
