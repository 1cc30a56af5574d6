-- Admins added by invitation: an admin invites an address from User Management, GoTrue mails an
-- invite link, and the invitee becomes an admin once they have chosen their own password through
-- that link (public.record_chosen_password). One row per address; a new invitation replaces it.
create table private.admin_invitations (
  email text primary key,
  invited_by uuid not null references auth.users (id) on delete cascade,
  invited_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  constraint admin_invitations_email_check check (
    email = lower(email) and char_length(email) <= 255 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
  ),
  constraint admin_invitations_expiry_check check (expires_at > invited_at)
);

comment on table private.admin_invitations is 'Pending and accepted invitations to become an admin, by e-mail address.';

create index admin_invitations_invited_by_idx on private.admin_invitations (invited_by);
create index admin_invitations_accepted_by_idx on private.admin_invitations (accepted_by);

alter table private.admin_invitations enable row level security;

revoke all on table private.admin_invitations from public, anon, authenticated, service_role;
grant select on table private.admin_invitations to service_role;
