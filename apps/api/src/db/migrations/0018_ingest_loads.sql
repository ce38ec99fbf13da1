-- Fact loads (bulk ingestion and the data-set upload): the status of each accepted load, written when the
-- 202 is answered, so a load survives a restart of the server and its status answers throughout. The
-- received file waits in DATA_DIR/files/ingest (spool_file) until the facts are stored or the load is
-- given up; the job queue runs the load and retries it.

CREATE TABLE ingest_loads (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  user_id integer,
  -- As the API answers: queued, reading, validating, storing, done, rejected, failed.
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'reading', 'validating', 'storing', 'done', 'rejected', 'failed')),
  format text NOT NULL CHECK (format IN ('csv', 'ndjson', 'xlsx')),
  file_name text,
  -- The received file's name in the spool directory; null once removed.
  spool_file text,
  -- The retailers the sender could see when the load was accepted ({"all":true} or {"all":false,"retailerIds":[…]}).
  retailer_access jsonb NOT NULL,
  -- Runs started; one past the job's tries gives the load up (a load that kept killing its server).
  tries integer NOT NULL DEFAULT 0,
  rows_read integer NOT NULL DEFAULT 0,
  rows_valid integer NOT NULL DEFAULT 0,
  rows_stored integer NOT NULL DEFAULT 0,
  rows_replaced integer NOT NULL DEFAULT 0,
  problem_count integer NOT NULL DEFAULT 0,
  problems jsonb NOT NULL DEFAULT '[]',
  message text,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (customer_id, id)
);
-- A starting server queues again the loads a stopped one left unfinished or with their file.
CREATE INDEX ingest_loads_unfinished_idx ON ingest_loads (started_at)
  WHERE state IN ('queued', 'reading', 'validating', 'storing') OR spool_file IS NOT NULL;

ALTER TABLE ingest_loads ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON ingest_loads
  USING (customer_id = nullif(current_setting('app.customer_id', true), '')::integer);
