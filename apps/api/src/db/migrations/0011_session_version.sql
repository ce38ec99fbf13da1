-- The session version of each user: access tokens carry the version they were issued under, and a
-- token whose version is behind the user's current one is refused. Password resets and changes,
-- revoked sign-ins, deactivation and role changes bump it, ending earlier access tokens at once.

ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;
