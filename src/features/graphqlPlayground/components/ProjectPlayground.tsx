// Everything GraphiQL/Monaco is imported here only: this module is the playground's lazy chunk.
import '../monacoWorkers';
import '@graphiql/react/style.css';
import '@graphiql/plugin-doc-explorer/style.css';
import '@graphiql/plugin-history/style.css';
import 'graphiql/graphiql.css';
import './playgroundTheme.css';
import { useMemo, useRef } from 'react';
import { GraphiQL } from 'graphiql';
import { createProjectFetcher } from '../projectFetcher';
import { createPlaygroundStorage } from '../playgroundStorage';
import { defaultQuery } from '../defaultQuery';
import { useReadableEditorTheme } from '../readableEditorTheme';
import { useAccessibleTabs } from '../useAccessibleTabs';

interface ProjectPlaygroundProps {
  projectId: string;
  /** A query to open (e.g. a document's, from the Documents drawer), instead of the saved one. */
  initialQuery?: string;
}

/** GraphiQL bound to one project; mount it with key={projectId} so storage and fetcher never mix. */
export default function ProjectPlayground({ projectId, initialQuery }: ProjectPlaygroundProps) {
  const fetcher = useMemo(() => createProjectFetcher(projectId), [projectId]);
  const storage = useMemo(() => createPlaygroundStorage(projectId), [projectId]);
  const container = useRef<HTMLDivElement>(null);
  useReadableEditorTheme();
  useAccessibleTabs(container);
  return (
    // display: contents keeps GraphiQL laid out by the page's box; the div only scopes the tab fix.
    <div ref={container} style={{ display: 'contents' }}>
      <GraphiQL
        fetcher={fetcher}
        storage={storage}
        defaultQuery={defaultQuery}
        initialQuery={initialQuery}
        forcedTheme="dark"
        defaultEditorToolsVisibility="headers"
      />
    </div>
  );
}
