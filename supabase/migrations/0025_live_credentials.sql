-- Whether a source's credentials came from the provider itself (a token the user pasted, a real OAuth
-- exchange) or from the local platform's simulated consent page. Only live ones are used to read content;
-- rows from before this column were all simulated or pasted before GitHub was read, so they stay simulated.
alter table private.source_credentials add column live boolean not null default false;
