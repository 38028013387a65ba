// Many plausible jobs at once, for benchmarks: engineers, customers and `count` jobs spread
// over the two years around `around`, most with a window and an engineer, a few still
// waiting for a window. Written by SQL in a few statements, so 100,000 jobs take seconds.
import { sql, type Kysely } from "kysely";
import type { Database } from "../../app/.server/db/schema.server";

export interface SeededJobs {
  engineerIds: string[];
}

export async function seedManyJobs(
  db: Kysely<Database>,
  options: { count: number; engineers?: number; around?: Date },
): Promise<SeededJobs> {
  const engineers = options.engineers ?? 20;
  const around = options.around ?? new Date();
  const engineerIds: string[] = [];
  for (let n = 1; n <= engineers; n += 1) {
    const email = `bench-engineer-${n}@example.com`;
    const user = await db
      .insertInto("auth.users")
      .values({
        email,
        encrypted_password: "bench",
        email_confirmed_at: new Date(),
        raw_user_meta_data: JSON.stringify({ full_name: `Engineer ${n}` }),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("profiles")
      .values({ id: user.id, email, full_name: `Engineer ${n}` })
      .execute();
    await db.insertInto("user_roles").values({ user_id: user.id, role: "engineer" }).execute();
    engineerIds.push(user.id);
  }

  const customers = Math.max(1, Math.ceil(options.count / 5));
  await sql`
    insert into public.customers (email, name, phone, portal_token_hash)
    select 'customer' || n || '@example.com',
      (array['Sarah','James','Priya','Tom','Aisha','Mark','Chloe','Dev','Emma','Olu'])[1 + n % 10]
        || ' ' || (array['Mitchell','Patel','Khan','Smith','Jones','Brown','Taylor','Evans',
          'Walker','Wright','Green','Hughes','Edwards','Turner','Hill'])[1 + (n / 10) % 15]
        || ' ' || n,
      '+447400' || lpad((n % 1000000)::text, 6, '0'),
      md5('bench-customer-' || n)
    from generate_series(1, ${customers}) as n
  `.execute(db);

  // Jobs n and n + 5,840k share a window (730 days × 8 windows), so engineer (n / 5840) mod
  // 20 gives each job of a window its own engineer up to 116,800 jobs. The trigger that
  // checks this per row is off while seeding, for speed.
  await sql`alter table public.jobs disable trigger jobs_engineer_free`.execute(db);
  try {
    await sql`
      with numbered_customers as (
        select id, email, name, phone, row_number() over (order by email) as n
        from public.customers where email like 'customer%@example.com'
      ),
      engineers as (
        select ${engineerIds}::uuid[] as ids
      ),
      spread as (
        -- Independent dice per job (bytes of a hash), so service, area, status and customer
        -- are not correlated with each other or with the order of the list.
        select n, decode(md5('bench-dice-' || n), 'hex') as dice,
          -- One job in 50 still waits for a window; the rest over two years around the date.
          n % 50 = 0 as waiting,
          date_trunc('day', ${around}::timestamptz) + ((n % 730) - 365) * interval '1 day'
            + interval '6 hours' + ((n / 730) % 8) * interval '2 hours' as start_at
        from generate_series(1, ${options.count}) as n
      )
      insert into public.jobs (
        service_slug, description, emergency, address, postcode, customer_id, customer_name,
        customer_email, customer_phone, requested_date, window_start, window_end, engineer_id,
        status, source, tracking_token_hash, price_pence, created_at, updated_at
      )
      select
        (array['general-repairs','carpentry-joinery','painting-decorating','electrical-services',
          'plumbing-repairs','security-locks','home-improvements','appliance-installation',
          'emergency-repairs','garden-maintenance','pat-testing','gutter-cleaning',
          'pressure-washing','tiling-services','insulation-services'])
          [1 + get_byte(spread.dice, 0) % 15],
        'Bench job number ' || spread.n || ': the kitchen tap drips.',
        get_byte(spread.dice, 1) % 40 = 0,
        -- Forty streets, so a street search matches one job in forty, as in a real city.
        spread.n || ' ' || (array['Spon Street','Queens Road','Earlsdon Avenue','Holyhead Road',
          'Foleshill Road','Stoney Stanton Road','Binley Road','Kenilworth Road','Warwick Road',
          'London Road','Radford Road','Allesley Old Road','Hearsall Lane','Albany Road',
          'Walsgrave Road','Ansty Road','Tile Hill Lane','Broad Lane','Station Avenue',
          'Sir Henry Parkes Road','Beechwood Avenue','Park Road','Regent Street','Clarendon Street',
          'Parade','Bath Street','Brunswick Street','Rugby Road','Emscote Road','Coten End',
          'Smith Street','Castle Hill','Abbey End','Priory Road','Tachbrook Road','Lillington Road',
          'Cubbington Road','Leicester Street','Willes Road','Upper Holly Walk'])
          [1 + get_byte(spread.dice, 13) % 40] || ', Coventry',
        (array['CV1','CV2','CV3','CV4','CV5','CV6','CV8','CV31','CV32','CV33','CV34','CV35'])
          [1 + get_byte(spread.dice, 2) % 12] || ' ' || (get_byte(spread.dice, 3) % 10)
          || chr(65 + get_byte(spread.dice, 4) % 26) || chr(65 + get_byte(spread.dice, 5) % 26),
        c.id, c.name, c.email, c.phone,
        case when spread.waiting then null
          else (spread.start_at at time zone 'Europe/London')::date end,
        case when spread.waiting then null else spread.start_at end,
        case when spread.waiting then null else spread.start_at + interval '2 hours' end,
        case when spread.waiting or get_byte(spread.dice, 6) % 5 = 0 then null
          else (select ids[1 + (spread.n / 5840) % array_length(ids, 1)] from engineers) end,
        (case
          when spread.waiting then 'requested'
          when get_byte(spread.dice, 7) % 20 = 0 then 'cancelled'
          when spread.start_at < ${around}::timestamptz then 'completed'
          when get_byte(spread.dice, 6) % 5 = 0 then 'confirmed'
          else 'scheduled'
        end)::public.job_status,
        (array['web','web','web','client','organisation','web','client','web','web','admin'])
          [1 + get_byte(spread.dice, 8) % 10]::public.job_source,
        md5('bench-job-' || spread.n),
        case when spread.start_at < ${around}::timestamptz and get_byte(spread.dice, 9) % 3 = 0
          then 4500 + (get_byte(spread.dice, 10) % 20) * 500 end,
        coalesce(spread.start_at, ${around}::timestamptz) - interval '3 days'
          + (spread.n % 1000) * interval '1 second',
        now()
      from spread
      join numbered_customers as c
        on c.n = 1 + (get_byte(spread.dice, 11) * 256 + get_byte(spread.dice, 12)) % ${customers}
    `.execute(db);
  } finally {
    await sql`alter table public.jobs enable trigger jobs_engineer_free`.execute(db);
  }
  await sql`analyze`.execute(db);
  return { engineerIds };
}
