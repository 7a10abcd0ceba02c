-- The chunks written before migration 0020 get their identifiers' parts too (the statistics of migration
-- 0019 follow through its update trigger).
update public.document_chunks c
   set fts = private.document_chunk_vector(d.title, coalesce(d.external_id, ''), c.heading, c.content)
  from public.documents d
 where d.id = c.document_id;
