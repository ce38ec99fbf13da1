-- Users, roles and privileges of a customer (spec 1 §3).

-- The default privilege of spec 1 §3: when no privilege exists at all, 'Access to retailer' is seeded.
-- The repository repeats this rule at read time, so a database emptied later gets it back too.
INSERT INTO privileges (type, entity, name, description)
SELECT 'ACCESS', 'RETAILER', 'Access to retailer', 'View and use, but not modify, the data of the given retailers.'
WHERE NOT EXISTS (SELECT 1 FROM privileges);

-- Role users and role grants are looked up by role (role screens, deletes) as well as by user.
CREATE INDEX IF NOT EXISTS user_roles_role_idx ON user_roles (customer_id, role_id);

-- ACCESS grants name one entity each; granting the same retailer twice to a role means nothing.
CREATE UNIQUE INDEX IF NOT EXISTS role_privileges_grant_idx
  ON role_privileges (customer_id, role_id, privilege_id, entity_id) NULLS NOT DISTINCT;
