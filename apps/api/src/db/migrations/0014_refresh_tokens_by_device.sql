-- Sign-in asks whether a browser has signed in to an account before (the sign-in limits let such a
-- browser through); this index answers that without reading every refresh token.
CREATE INDEX refresh_tokens_user_device_idx ON refresh_tokens (user_id, device_identifier);
