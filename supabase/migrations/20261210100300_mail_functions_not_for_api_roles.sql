-- Written by hand. 20261210100100_replies_from_the_request recreated claim_outbox_mails and added
-- the admins' mail functions without taking back what older projects grant every new function
-- (anon and authenticated get EXECUTE by default privileges): as supabase/schemas/30_mail_outbox.sql
-- says, the sender's function is the service role's only, and the admins' are not anon's.
-- On a new project, or a fresh database, these change nothing.

REVOKE ALL ON FUNCTION public.claim_outbox_mails(max_mails integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) FROM anon, authenticated;
REVOKE ALL ON FUNCTION public.send_request_reply(request_id uuid, subject text, body text, client_key text) FROM anon;
REVOKE ALL ON FUNCTION public.list_request_mails(request_id uuid) FROM anon;
REVOKE ALL ON FUNCTION public.retry_request_mail(mail_id bigint) FROM anon;
