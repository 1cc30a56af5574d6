-- Local development data: a local admin and a few sample estimate requests.
-- Runs once, after the migrations, on a fresh database (`supabase db reset` runs it too).
-- The admin's e-mail and password come from the settings app.local_admin_email and
-- app.local_admin_password when set (the local backend passes LOCAL_ADMIN_EMAIL/PASSWORD),
-- else admin@example.com / admin-password-123. Never run this against production.
do $$
declare
  admin_email text := lower(coalesce(
    nullif(current_setting('app.local_admin_email', true), ''), 'admin@example.com'));
  admin_password text := coalesce(
    nullif(current_setting('app.local_admin_password', true), ''), 'admin-password-123');
  admin_id uuid := gen_random_uuid();
begin
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
    confirmation_token, recovery_token, email_change_token_new, email_change
  ) values (
    '00000000-0000-0000-0000-000000000000', admin_id, 'authenticated', 'authenticated',
    admin_email, extensions.crypt(admin_password, extensions.gen_salt('bf', 10)), now(),
    '{"provider": "email", "providers": ["email"]}', '{}', now(), now(), '', '', '', ''
  );

  insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
  values (
    admin_id::text, admin_id,
    jsonb_build_object('sub', admin_id::text, 'email', admin_email,
      'email_verified', true, 'phone_verified', false),
    'email', now(), now()
  );

  insert into public.user_roles (user_id, role) values (admin_id, 'admin');
end
$$;

-- Stored directly, as history: these queue no new-request alerts.
insert into public.contact_submissions
  (first_name, last_name, email, phone, service, address, message, source_page, referrer,
    utm_source, utm_medium, utm_campaign, created_at)
values
  ('Maria', 'Gonzalez', 'maria.gonzalez@example.com', '(916) 555-0142', 'Lawn Care',
    '2148 Oak Ridge Dr, Roseville, CA 95661',
    'Our front lawn has brown patches since the summer. Could you take a look?',
    '/roseville-lawn-care', 'https://www.google.com/', null, null, null,
    now() - interval '2 hours'),
  ('James', 'Whitfield', 'jwhitfield@example.net', '916-555-0187', 'Drought-Tolerant Landscaping',
    null, 'Thinking about replacing the back lawn with native plants. What would it cost?',
    '/sacramento-drought-tolerant-landscaping', null, 'google', 'cpc', 'water-wise-fall',
    now() - interval '1 day 3 hours'),
  ('Priya', 'Raman', 'priya.raman@example.org', '+1 916 555 0123', 'Irrigation Systems',
    '77 Granite Bay Ct, Folsom, CA 95630', null,
    '/services', null, null, null, null,
    now() - interval '3 days'),
  ('Tom', 'Nguyen', 'tom.nguyen@example.com', '9165550164', 'Tree Trimming', null, null,
    null, null, null, null, null,
    now() - interval '6 days 5 hours'),
  ('Linda', 'Okafor', 'linda.okafor@example.com', '(530) 555-0199', 'Hardscaping',
    '5 Serrano Pkwy, El Dorado Hills, CA 95762',
    'We would like a paver patio of about 300 sq ft and a short retaining wall.',
    '/gallery', 'https://www.facebook.com/', null, null, null,
    now() - interval '12 days');
