-- Every admin change writes the audit log: tell every app instance, so page caches drop old pages.
CREATE OR REPLACE FUNCTION noteva_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('noteva_content', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_content_changed AFTER INSERT ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION noteva_content_changed();
