// The API reaches schema public only, and much of what a test must see or set (private tables,
// auth.users) is elsewhere: a test's database gets one more function, for service_role only, that
// runs a test's SQL as the owner. Install it before the backend starts, never in a real project.
import type { SupabaseClient } from '@supabase/supabase-js'

export const SQL_FOR_TESTS = `
  create function public.sql_for_tests(statement text) returns json
  language plpgsql volatile security definer set search_path = '' as $$
  declare
    answer json;
  begin
    if statement ~* '^\\s*select\\s' then
      execute format('select coalesce(json_agg(r), ''[]'') from (%s) r', statement) into answer;
      return answer;
    end if;
    execute statement;
    return '[]';
  end
  $$;
  revoke execute on function public.sql_for_tests(text) from public, anon, authenticated;
  grant execute on function public.sql_for_tests(text) to service_role;`

/** Runs `statement` as the owner through a service-role client; a select answers its rows. */
export async function sqlForTests<Row>(service: SupabaseClient, statement: string): Promise<Row[]> {
  const { data, error } = await service.rpc('sql_for_tests', { statement })
  if (error) throw new Error(`${statement}: ${error.message}`)
  return data as Row[]
}
