-- New chunks' words wait in the full-text index's pending list until it outgrows this limit; the insert
-- that finds it full then merges the whole list into the index, holding up everything behind it (on the
-- embedded database: the platform's thread). A smaller list is merged more often, each time briefly.
alter index public.document_chunks_fts_idx set (gin_pending_list_limit = 512);
