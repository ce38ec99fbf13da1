-- Idempotency keys of creates: a retry that carries the key of an earlier request answers that
-- request's stored result instead of creating a second object. A row is written (with a null
-- status) before the create runs, so a concurrent or later retry finds the key taken, and filled
-- with the answer once the create succeeded. Rows older than the retention (24 hours) are ignored
-- and purged. Keys belong to a user; the same key of another user is unrelated.

CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  -- SHA-256 (hex) of the request body as received, so a reused key with another body is told apart.
  request_hash text NOT NULL,
  -- Null while the request is in flight.
  status_code integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
-- The purge of expired keys.
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
