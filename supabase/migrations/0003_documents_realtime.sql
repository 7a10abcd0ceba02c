-- DESIGN §5: every public table is published for realtime, documents included.
alter publication supabase_realtime add table public.documents;
