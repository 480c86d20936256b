-- Versions, tombstones and derived-field bumps for the synced tables (docs/architecture.md section 5).
-- They live in the database so that no write path (repo, seed, import, a hand-written fix) can
-- forget them. Only PostgreSQL 15 features: PGlite is 18, CI also runs 15.

-- Every insert and update takes the next version, whatever the statement set: a pull finds a row
-- by its version, so a row written without a new one would never reach the mirrors.
-- updated_by: the user of the enclosing write (withCompanyWrite sets workplace.user_id for its
-- transaction only); outside one (seed, migrations) the statement's own value stays.
CREATE OR REPLACE FUNCTION sync_stamp_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := nextval('sync_version_seq');
  NEW.updated_at := now();
  NEW.updated_by := coalesce(nullif(current_setting('workplace.user_id', true), '')::uuid, NEW.updated_by);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employees_sync_stamp BEFORE INSERT OR UPDATE ON employees FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER teams_sync_stamp BEFORE INSERT OR UPDATE ON teams FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER cars_sync_stamp BEFORE INSERT OR UPDATE ON cars FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint

-- A hard delete leaves a tombstone, so mirrors drop the row. Statement-level with a transition
-- table: a bulk delete writes its tombstones in one insert.
CREATE OR REPLACE FUNCTION sync_tombstone_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sync_tombstones (company_id, table_name, row_id) SELECT g.company_id, TG_TABLE_NAME, g.id FROM gone g;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employees_sync_tombstone AFTER DELETE ON employees REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER teams_sync_tombstone AFTER DELETE ON teams REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER cars_sync_tombstone AFTER DELETE ON cars REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint

-- team_members is not synced itself, but it shapes two synced rows: the person's team and
-- team_ids, and the team's member_count. A membership change bumps both, and a changed team's
-- version also changes a team-only manager's scope fingerprint (src/server/sync/scope.ts).
CREATE OR REPLACE FUNCTION sync_touch_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employees SET updated_at = now() WHERE id IN (SELECT c.employee_id FROM changed c);
  UPDATE teams SET updated_at = now() WHERE id IN (SELECT c.team_id FROM changed c);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_members_sync_insert AFTER INSERT ON team_members REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sync_touch_members();
--> statement-breakpoint
CREATE TRIGGER team_members_sync_delete AFTER DELETE ON team_members REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sync_touch_members();
--> statement-breakpoint
-- An update (moving a membership) touches both the old and the new person and team.
CREATE OR REPLACE FUNCTION sync_touch_moved_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employees SET updated_at = now() WHERE id IN (SELECT employee_id FROM before_rows UNION SELECT employee_id FROM after_rows);
  UPDATE teams SET updated_at = now() WHERE id IN (SELECT team_id FROM before_rows UNION SELECT team_id FROM after_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_members_sync_update AFTER UPDATE ON team_members REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_touch_moved_members();
--> statement-breakpoint

-- List shapes carry other rows' names: a person's manager name, a car's person_name, a person's
-- team names. Renaming bumps the rows that show the name, or mirrors would keep the old one.
CREATE OR REPLACE FUNCTION sync_touch_person_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employees SET updated_at = now() WHERE manager_id = NEW.id;
  UPDATE cars SET updated_at = now() WHERE related_employee_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employees_sync_rename AFTER UPDATE OF first_name, last_name ON employees FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION sync_touch_person_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_touch_team_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employees SET updated_at = now() WHERE id IN (SELECT tm.employee_id FROM team_members tm WHERE tm.team_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER teams_sync_rename AFTER UPDATE OF name ON teams FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION sync_touch_team_name();
