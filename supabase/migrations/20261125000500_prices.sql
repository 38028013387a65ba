-- The price list (issue 11, decision 0041): every priced item the public pages, the booking
-- form and structured data show, edited by the owner at /admin/settings/prices. Pages name
-- items by key (app/content's priceKeys); prices are whole pence, VAT included.
create table public.price_list (
  key text primary key check (key ~ '^[a-z0-9.-]{1,100}$'),
  category text not null check (
    category in (
      'general', 'carpentry', 'electrical', 'plumbing', 'painting', 'security',
      'home-improvements', 'emergency', 'appliance', 'garden', 'pat-testing',
      'gutter-cleaning', 'pressure-washing', 'tiling', 'insulation'
    )
  ),
  label text not null check (length(btrim(label)) between 1 and 120),
  price_pence integer not null check (price_pence >= 0 and price_pence <= 10000000),
  basis text not null check (basis in ('fixed', 'from', 'per-hour')),
  note text check (note is null or length(note) between 1 and 300),
  sort_order integer not null,
  updated_at timestamptz not null default now()
);

create index price_list_order_idx on public.price_list (sort_order, key);

alter table public.price_list enable row level security;

-- Today's figures, generated once from the former app/content/price-list.ts.
insert into public.price_list (key, category, label, price_pence, basis, note, sort_order) values
  ('callout.standard', 'general', 'Call-out including the first hour', 4500, 'fixed', 'Covers travel within our area and the first hour of work. Materials at cost.', 10),
  ('callout.emergency', 'emergency', 'Emergency same-day call-out including the first hour', 9500, 'fixed', 'Same-day attendance, 06:00–22:00 every day. Further time at the hourly rate.', 20),
  ('labour.hour', 'general', 'Each additional hour', 4500, 'per-hour', 'Charged after the first hour included in the call-out.', 30),
  ('labour.half-day', 'general', 'Half day, up to four hours', 16000, 'fixed', 'One engineer for a list of jobs. Materials at cost.', 40),
  ('labour.day', 'general', 'Full day, up to eight hours', 29500, 'fixed', 'One engineer for a list of jobs. Materials at cost.', 50),
  ('service.general-repairs', 'general', 'General repairs', 4500, 'from', 'Small repairs are often finished within the first hour of the call-out.', 60),
  ('service.carpentry-joinery', 'carpentry', 'Carpentry and joinery', 6500, 'from', null, 70),
  ('service.painting-decorating', 'painting', 'Painting and decorating, one room', 14500, 'from', 'Paint supplied at cost or use your own.', 80),
  ('service.electrical-services', 'electrical', 'Electrical work', 6000, 'from', 'Tested and certified; notifiable work registered under Part P.', 90),
  ('service.plumbing-repairs', 'plumbing', 'Plumbing repairs', 5500, 'from', 'No gas work.', 100),
  ('service.security-locks', 'security', 'Locks and home security', 6500, 'from', null, 110),
  ('service.home-improvements', 'home-improvements', 'Home improvements, half-day booking', 16000, 'from', 'Larger projects are quoted after a free survey.', 120),
  ('service.appliance-installation', 'appliance', 'Appliance installation', 6500, 'from', 'Electric appliances only; gas appliances need a Gas Safe engineer.', 130),
  ('service.emergency-repairs', 'emergency', 'Emergency repairs', 9500, 'from', 'Includes the first hour on site.', 140),
  ('service.garden-maintenance', 'garden', 'Garden maintenance visit', 8500, 'from', null, 150),
  ('service.pat-testing', 'pat-testing', 'PAT testing, up to 20 items', 6500, 'from', 'Labels and a digital register included.', 160),
  ('service.gutter-cleaning', 'gutter-cleaning', 'Gutter cleaning, two-storey house front and back', 8500, 'from', null, 170),
  ('service.pressure-washing', 'pressure-washing', 'Pressure washing, patio or single driveway', 12000, 'from', null, 180),
  ('service.tiling-services', 'tiling', 'Tiling, splashback or small area', 14500, 'from', 'Whole rooms are quoted after a look.', 190),
  ('service.insulation-services', 'insulation', 'Loft insulation top-up', 16500, 'from', null, 200),
  ('sub.plumbing.leaky-tap-repairs', 'plumbing', 'Leaky tap repair', 5500, 'from', 'Washer or ceramic cartridge replacement; parts at cost.', 210),
  ('sub.plumbing.toilet-installation', 'plumbing', 'Toilet installation', 16500, 'from', 'Like-for-like replacement of a close-coupled toilet; removal of the old one included.', 220),
  ('sub.plumbing.drain-clearing', 'plumbing', 'Drain clearing', 8500, 'from', null, 230),
  ('sub.plumbing.shower-repairs', 'plumbing', 'Shower repair', 7500, 'from', null, 240),
  ('sub.plumbing.radiator-repairs', 'plumbing', 'Radiator repair', 6500, 'from', 'Valves, leaks, bleeding and balancing. No gas work.', 250),
  ('sub.electrical.socket-installation', 'electrical', 'Socket installation', 8500, 'from', 'Additional double socket from an existing circuit, tested and certified.', 260),
  ('sub.electrical.light-fitting', 'electrical', 'Light fitting', 6000, 'from', 'Replacing a ceiling light on an existing point.', 270),
  ('sub.electrical.fuse-box-upgrade', 'electrical', 'Fuse box (consumer unit) upgrade', 32000, 'from', 'Straightforward swap; larger boards and remedial work are quoted after a survey.', 280),
  ('sub.electrical.electrical-testing', 'electrical', 'Electrical Installation Condition Report (EICR)', 18000, 'from', 'Up to a three-bedroom home.', 290),
  ('sub.carpentry.door-hanging', 'carpentry', 'Door hanging, per internal door', 9500, 'from', null, 300),
  ('sub.carpentry.shelving-installation', 'carpentry', 'Shelving installation', 6500, 'from', null, 310),
  ('sub.carpentry.kitchen-fitting', 'carpentry', 'Kitchen fitting, per fitter day', 29500, 'from', 'Larger projects are quoted after a free survey.', 320),
  ('sub.carpentry.flooring-installation', 'carpentry', 'Flooring installation, one room', 16000, 'from', 'Laminate or click vinyl in a room up to 15 m².', 330),
  ('sub.painting.interior-painting', 'painting', 'Interior painting, one room', 14500, 'from', 'Walls and ceiling of an average bedroom.', 340),
  ('sub.painting.exterior-painting', 'painting', 'Exterior painting', 22000, 'from', 'For example front door, frame and ground-floor window woodwork.', 350),
  ('sub.security.lock-repairs', 'security', 'Lock repair or replacement', 6500, 'from', null, 360),
  ('sub.security.security-upgrades', 'security', 'Security upgrade', 12000, 'from', null, 370),
  ('sub.security.door-window-security', 'security', 'Door and window security', 8500, 'from', null, 380),
  ('sub.security.key-cutting', 'security', 'Key cutting and spare keys', 4500, 'from', null, 390),
  ('sub.security.digital-locks', 'security', 'Digital or smart lock fitting', 18500, 'from', null, 400),
  ('sub.security.emergency-lockout', 'security', 'Emergency lockout', 9500, 'from', 'Includes the first hour on site; a new lock, if needed, is extra.', 410),
  ('sub.general.window-repairs', 'general', 'Window repair', 6500, 'from', null, 420),
  ('sub.home-improvements.kitchen-renovations', 'home-improvements', 'Kitchen renovation, two-person team day', 32000, 'from', 'Larger projects are quoted after a free survey.', 430),
  ('sub.home-improvements.bathroom-renovations', 'home-improvements', 'Bathroom renovation, two-person team day', 32000, 'from', 'Larger projects are quoted after a free survey.', 440),
  ('sub.appliance.washing-machine-installation', 'appliance', 'Washing machine installation', 6500, 'from', null, 450),
  ('sub.appliance.tv-wall-mounting', 'appliance', 'TV wall mounting', 7500, 'from', null, 460),
  ('sub.emergency.emergency-plumbing', 'emergency', 'Emergency plumbing', 9500, 'from', 'Includes the first hour on site.', 470),
  ('sub.garden.fence-repairs', 'garden', 'Fence repair', 9500, 'from', 'For example one replacement panel or post.', 480),
  ('sub.pat-testing.office-pat-testing', 'pat-testing', 'Office PAT testing, up to 40 items', 9500, 'from', null, 490);

-- The business's price range is now derived from this list when read (lowest to highest);
-- the typed column stays only so older code and the settings row keep their shape.
comment on column public.business_settings.price_range is
  'Not read since decision 0041: the price range is derived from price_list.';

-- The price list's history on /admin/settings/prices: every price change, newest first (by id,
-- the order in which the item's row lock let them commit).
create index change_log_price_history_idx on public.change_log (id desc)
  where entity = 'price';
