// First thing a developer sees: their sources and first documents, answerable right after indexing.
export const defaultQuery = `# Your project's GraphQL API. Run this query
# (Ctrl+Enter) to see your sources and their
# first documents; the docs in the sidebar
# describe every field.
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
    totalCount
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
