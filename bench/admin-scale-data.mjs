// The data set of `npm run bench:admin`: 100,000 users and 1,000,000 orders (with their payments,
// a refund on one paid order in 20, and 10,000 contact messages) made by generate_series inside
// PostgreSQL, so loading takes a minute, not an hour. Ids are md5-derived so that every run builds the same rows.

export const USERS = 100_000;
export const ORDERS = 1_000_000;
export const MESSAGES = 10_000;

const firstNames = [
  'Aarav',
  'Priya',
  'Vivaan',
  'Ananya',
  'Aditya',
  'Diya',
  'Arjun',
  'Ishita',
  'Sai',
  'Kavya',
  'Rohan',
  'Meera',
  'Karthik',
  'Sneha',
  'Rahul',
  'Pooja',
  'Vikram',
  'Neha',
  'Siddharth',
  'Aditi',
  'Harsh',
  'Riya',
  'Nikhil',
  'Shreya',
  'Manish',
  'Lakshmi',
  'Suresh',
  'Divya',
  'Amit',
  'Fatima',
  'Imran',
  'Gurpreet',
  'Harpreet',
  'Joseph',
  'Mary',
  'Tenzin',
  'Deepak',
  'Anjali',
  'Ravi',
  'Sunita',
];
const lastNames = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Shah',
  'Mehta',
  'Gupta',
  'Singh',
  'Kumar',
  'Das',
  'Banerjee',
  'Chatterjee',
  'Mukherjee',
  'Rao',
  'Naidu',
  'Pillai',
  'Menon',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Patil',
  'Jain',
  'Agarwal',
  'Bansal',
  'Malhotra',
  'Kapoor',
  'Chopra',
  'Bhatia',
  'Sethi',
  'Khan',
  'Qureshi',
  'Fernandes',
  'DSouza',
  'Thomas',
  'Varghese',
  'Gill',
  'Sandhu',
  'Bose',
  'Ghosh',
  'Sen',
  'Dutta',
  'Saxena',
  'Srivastava',
  'Tiwari',
  'Pandey',
  'Mishra',
  'Yadav',
  'Chauhan',
];
const sqlArray = (values) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;

/** The name of bench user n (1-based), as the SQL below builds it. */
export function benchUserName(n) {
  return `${firstNames[n % firstNames.length]} ${lastNames[Math.floor(n / firstNames.length) % lastNames.length]}`;
}

/** The email of bench user n. */
export function benchUserEmail(n) {
  const [first, last] = benchUserName(n).toLowerCase().split(' ');
  return `${first}.${last}.${n}@example.in`;
}

/** The phone number of bench user n, as the SQL below builds it. */
export function benchUserPhone(n) {
  return `+91 9${String((BigInt(n) * 7919n) % 1000000000n).padStart(9, '0')}`;
}

export const loadStatements = [
  `insert into users (id, name, email, phone, is_admin, created_at, updated_at)
   select md5('bench-user-' || g)::uuid,
          (${sqlArray(firstNames)})[1 + g % ${firstNames.length}] || ' ' ||
            (${sqlArray(lastNames)})[1 + (g / ${firstNames.length}) % ${lastNames.length}],
          lower((${sqlArray(firstNames)})[1 + g % ${firstNames.length}]) || '.' ||
            lower((${sqlArray(lastNames)})[1 + (g / ${firstNames.length}) % ${lastNames.length}]) || '.' || g || '@example.in',
          '+91 9' || lpad((g::bigint * 7919 % 1000000000)::text, 9, '0'),
          false,
          now() - make_interval(mins => (g::bigint * 104729 % (730 * 24 * 60))::int),
          now()
   from generate_series(1, ${USERS}) as g`,
  // Order i belongs to user 1 + i % USERS; its k = i / USERS picks the package, so a user's pending
  // orders (only k < 4) are all for different packages, as the unique index requires.
  `insert into orders (id, user_id, package_id, package_name, amount, status, payment_method, paid_at, created_at, updated_at)
   select md5('bench-order-' || i)::uuid,
          md5('bench-user-' || (1 + i % ${USERS}))::uuid,
          (array['starter', 'growth', 'scale', 'enterprise'])[1 + k % 4],
          (array['Starter', 'Growth', 'Scale', 'Enterprise'])[1 + k % 4],
          (array[24999, 49999, 99999, 199999])[1 + k % 4],
          s.status,
          case when s.status in ('in-progress', 'completed') then 'UPI' end,
          case when s.status in ('in-progress', 'completed') then created + interval '4 minutes' end,
          created,
          created + interval '1 day'
   from generate_series(1, ${ORDERS}) as i,
        lateral (select i / ${USERS} as k, now() - make_interval(secs => (i::bigint * 7919 % (730 * 86400))::int) as created) as c,
        lateral (select case
          when k < 4 and (i * 7) % 10 < 4 then 'pending'
          else (array['in-progress', 'completed', 'completed', 'cancelled', 'in-progress', 'completed'])[1 + (i * 13) % 6]
        end as status) as s`,
  `insert into payments (order_id, merchant_order_id, provider, amount_paise, state, payment_mode, expires_at, created_at, updated_at)
   select id, 'B' || replace(id::text, '-', ''), 'sandbox', amount * 100, 'COMPLETED', 'UPI_QR',
          created_at + interval '20 minutes', created_at, paid_at
   from orders where paid_at is not null`,
  // One paid order in 20 has a partial refund (₹1,000), for the search by refund reference.
  `insert into refunds (payment_id, order_id, merchant_refund_id, amount_paise, state, kind, reason, actor, completed_at, created_at, updated_at)
   select p.id, p.order_id, 'R' || substr(p.merchant_order_id, 2), 100000, 'COMPLETED', 'admin',
          'Part of the fee returned', 'system', p.created_at + interval '2 days', p.created_at + interval '1 day', p.created_at + interval '2 days'
   from payments p
   where ('x' || substr(p.merchant_order_id, 2, 2))::bit(8)::int % 20 = 0`,
  `insert into contact_messages (name, email, phone, subject, message, service, created_at, handled_at)
   select 'Visitor ' || g, 'visitor' || g || '@example.in', null, 'Question about registration',
          'Hello, I would like to know more about your packages.',
          (array['pvt-ltd', 'llp', 'trademark', 'gst-registration', null])[1 + g % 5],
          now() - make_interval(mins => g * 37),
          case when g % 10 <> 0 then now() - make_interval(mins => g * 37 - 30) end
   from generate_series(1, ${MESSAGES}) as g`,
  'analyze',
];
