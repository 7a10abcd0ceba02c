// First thing a developer sees: their sources and first documents, answerable right after indexing.
export const defaultQuery = `# This project's GraphQL API. Press the run button (Ctrl+Enter) to query your
# indexed data; open the docs in the sidebar to explore the whole schema.
query ProjectOverview {
  project {
    id
    name
  }
  sources {
    id
    name
    type
    documentsCount
  }
  documents(first: 5) {
    edges {
      node {
        id
        title
        url
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
`;
