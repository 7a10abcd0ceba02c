-- Approximate nearest neighbours for the offline embedder's vectors: an HNSW index over its rows only (the
-- column is untyped; the index's expression fixes their 100 dimensions). Searches walk it with pgvector's
-- iterative scan (0.8), so rows of other projects do not starve a project's result. An endpoint
-- embedder's vectors (any dimension) are still compared by exact scan.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'vector') then
    create index if not exists chunk_embeddings_glove_hnsw on public.chunk_embeddings
      using hnsw ((embedding::extensions.vector(100)) extensions.vector_cosine_ops)
      where embedder = 'glove-sif-100d';
  end if;
end
$$;
