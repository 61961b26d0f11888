import type { CustomerLevel } from '@cleaver/domain/constants';

// Demo customers of the wholesale shop: Auckland restaurants, takeaways, cafés, hotels and caterers.
export const DEMO_PASSWORD = 'demo-pass-1';
export const TEMP_PASSWORD = 'temp-pass-1';

/** The demo sign-ins of ARCHITECTURE §7, printed at start-up. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; password: string; shows: string }> = [
  { email: 'admin@demo.test', password: DEMO_PASSWORD, shows: 'staff back office' },
  {
    email: 'bistro@demo.test',
    password: DEMO_PASSWORD,
    shows: 'customer on a price level with custom prices',
  },
  { email: 'takeaway@demo.test', password: DEMO_PASSWORD, shows: 'customer on default prices' },
  {
    email: 'driver@demo.test',
    password: DEMO_PASSWORD,
    shows: 'driver: the delivery runs page (/driver), no prices',
  },
  { email: 'closed@demo.test', password: DEMO_PASSWORD, shows: 'disabled customer account' },
  {
    email: 'newbie@demo.test',
    password: TEMP_PASSWORD,
    shows: 'temporary password, must set a new one at first sign-in',
  },
];

export const ADMIN = { email: 'admin@demo.test', firstName: 'Aroha', lastName: 'Admin' } as const;

/** The demo's van driver (issue 50). Fixed ids, so adding them left every other seeded id as it was. */
export const DRIVER = {
  id: 'c4a1e7d2-5b0f-4e8a-9d3c-7f2b6a1e0d95',
  accountId: '3e9b2f61-8a4d-4c7e-b5f0-1d6a9c8e2b47',
  email: 'driver@demo.test',
  firstName: 'Tama',
  lastName: 'Driver',
} as const;

export const PRICE_LEVELS = [
  { name: 'Restaurant', productCount: 40 },
  { name: 'Takeaway Volume', productCount: 30 },
  { name: 'Hotel Group', productCount: 45 },
] as const;
export type PriceLevelName = (typeof PRICE_LEVELS)[number]['name'];

/** What a kitchen usually buys; each style maps to product codes it orders from. */
export type KitchenStyle =
  | 'fine-dining'
  | 'takeaway'
  | 'asian'
  | 'indian'
  | 'hotel'
  | 'cafe'
  | 'catering'
  | 'burger'
  | 'kebab';

const codes = (list: string): readonly string[] => list.split(/\s+/);

export const STYLE_PRODUCTS: Record<KitchenStyle, readonly string[]> = {
  'fine-dining': codes(
    'BF-EYF-01 BF-SCF-01 BF-SIR-01 BF-RMP-02 BF-CHE-01 BF-SRB-01 LB-RCK-01 LB-LON-01 ' +
      'LB-RMP-01 LB-SHK-01 DK-BRS-01 DK-LEG-01 DK-WHL-01 PK-BEL-01 PK-FIL-01 CH-BRS-03 ' +
      'CH-THB-02 CH-LIV-01 OT-VEN-01 OT-QUL-01 CH-SPC-01 BF-BON-01',
  ),
  takeaway: codes(
    'CH-NIB-01 CH-NIB-02 CH-DRM-01 CH-DRM-02 CH-THB-01 CH-THI-01 CH-WNG-01 CH-BRS-01 ' +
      'CH-STF-01 PK-RIB-01 PK-BEL-03 PK-CHS-01 BF-STF-01 BF-MIN-01 CH-LEG-01 CH-SCH-01 ' +
      'OT-DRP-01 CH-KAR-01',
  ),
  asian: codes(
    'CH-FET-01 CH-THB-01 CH-THD-01 PK-BEL-01 PK-BEL-03 PK-CLR-01 PK-CHS-01 PK-BON-01 ' +
      'PK-TRT-01 BF-SLI-01 BF-TRP-01 BF-SHN-01 LB-SLI-01 DK-WHL-01 DK-ROA-01 DK-WNG-01 ' +
      'CH-GIZ-01 CH-HRT-01 PK-MIN-01 BF-OXT-01 CH-WHL-01',
  ),
  indian: codes(
    'CH-THB-01 CH-THD-01 CH-TIK-01 CH-BRS-01 CH-DRM-01 LB-DIC-01 LB-MTN-01 OT-GOT-01 ' +
      'LB-CUT-01 LB-MIN-01 CH-MIN-01 LB-LEG-01 BF-CHK-01 CH-WNG-01',
  ),
  hotel: codes(
    'BF-EYF-02 BF-SIR-01 BF-SCF-01 BF-TOP-01 LB-RCK-01 LB-LEG-02 LB-SHD-02 CH-BRS-01 ' +
      'CH-BRS-03 CH-TND-01 PK-BAC-01 PK-BAC-02 PK-SAU-01 PK-HAM-01 PK-LON-01 OT-SAU-01 ' +
      'OT-EGG-01 DK-BRS-01 OT-MBL-01 BF-PTY-01',
  ),
  cafe: codes(
    'PK-BAC-01 PK-BAC-02 PK-HAM-01 OT-EGG-01 CH-BRS-01 CH-THB-01 BF-MIN-01 BF-CHK-01 ' +
      'OT-SAU-01 OT-SAU-04 LB-SHD-01 BF-SIL-01 PK-SHD-01 CH-SCH-01',
  ),
  catering: codes(
    'LB-FLP-01 PK-BON-01 PK-BEL-02 CH-DRM-02 CH-THI-02 CH-NIB-02 CH-LEG-01 BF-BRS-01 ' +
      'BF-SRB-01 PK-SHD-02 LB-SHD-01 LB-CAR-01 CH-WHL-02 OT-SAU-01 BF-MIN-02 PK-RIB-03',
  ),
  burger: codes(
    'BF-PTY-01 OT-PTY-01 BF-MIN-01 BF-MIN-02 PK-BAC-01 CH-THB-01 CH-BRS-01 CH-NIB-01 ' +
      'PK-SHD-01 BF-BRS-01 CH-SCH-01 PK-RIB-01 OT-DRP-01',
  ),
  kebab: codes(
    'LB-KEB-01 CH-THB-01 CH-THI-02 LB-DIC-01 LB-MIN-01 BF-MIN-01 CH-BRS-01 CH-DRM-01 ' +
      'LB-SHD-02 CH-NIB-01 OT-GOT-01',
  ),
};

export type CustomerSeed = {
  code: string;
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  customerLevel: CustomerLevel;
  priceLevel: PriceLevelName | null;
  street: string;
  suburb: string;
  city: string;
  postalCode: string;
  style: KitchenStyle;
  /** Chance of an order on any weekday; drives how full their order history is. */
  orderRate: number;
  /** Demo role, when the customer backs one of the demo sign-ins. */
  demo?: 'bistro' | 'takeaway' | 'closed' | 'newbie';
};

type Row = [
  code: string,
  companyName: string,
  firstName: string,
  lastName: string,
  email: string,
  mobile: string,
  customerLevel: CustomerLevel,
  priceLevel: PriceLevelName | null,
  address: [street: string, suburb: string, postalCode: string],
  style: KitchenStyle,
  orderRate: number,
  demo?: CustomerSeed['demo'],
];

// biome-ignore format: one customer per line reads as a table
const ROWS: Row[] = [
  ['HARB001', 'Harbourside Bistro', 'Sophie', 'Tane', 'bistro@demo.test', '021 482 3307', 'A', 'Restaurant', ['12 Quay Street', 'Auckland Central', '1010'], 'fine-dining', 0.42, 'bistro'],
  ['GOLD001', 'Golden Wok Takeaways', 'Kevin', 'Chen', 'takeaway@demo.test', '022 761 0458', 'B', null, ['45 Great South Road', 'Papatoetoe', '2025'], 'takeaway', 0.42, 'takeaway'],
  ['PONS001', 'Ponsonby Grill House', 'Daniel', 'Roberts', 'closed@demo.test', '027 309 8812', 'E', 'Restaurant', ['210 Ponsonby Road', 'Ponsonby', '1011'], 'fine-dining', 0.15, 'closed'],
  ['KOWH001', 'Kōwhai Corner Café', 'Aria', 'Ngata', 'newbie@demo.test', '021 655 2190', 'N', null, ['7 Victoria Road', 'Devonport', '0624'], 'cafe', 0, 'newbie'],
  ['SPIC001', 'Spice Route Indian Restaurant', 'Raj', 'Patel', 'raj@spiceroute.test', '021 774 9023', 'A', 'Restaurant', ['301 Dominion Road', 'Mount Eden', '1024'], 'indian', 0.2],
  ['LUCK001', 'Lucky Dragon Restaurant', 'Wei', 'Li', 'wei.li@luckydragon.test', '022 418 6650', 'S', 'Restaurant', ['88 Queen Street', 'Northcote', '0627'], 'asian', 0.25],
  ['SAND001', 'Sandringham Chicken & Chips', 'Tevita', 'Fifita', 'tevita@sandringhamchicken.test', '027 552 1184', 'C', 'Takeaway Volume', ['512 Sandringham Road', 'Sandringham', '1025'], 'takeaway', 0.2],
  ['SEOU001', 'Seoul Kitchen Korean BBQ', 'Ji-ho', 'Kim', 'jiho@seoulkitchen.test', '021 903 4471', 'B', 'Restaurant', ['27 Broadway', 'Newmarket', '1023'], 'asian', 0.18],
  ['WAIT001', 'Waitematā Grand Hotel', 'Hannah', 'McKenzie', 'hannah@waitemata-grand.test', '021 220 7785', 'S', 'Hotel Group', ['1 Customs Street West', 'Auckland Central', '1010'], 'hotel', 0.22],
  ['VIAD001', 'Viaduct Harbour Suites', 'James', 'Walker', 'james@viaductsuites.test', '022 587 3320', 'A', 'Hotel Group', ['15 Viaduct Harbour Avenue', 'Auckland Central', '1010'], 'hotel', 0.15],
  ['KEBA001', 'Kebab Kingdom Onehunga', 'Mehmet', 'Yilmaz', 'mehmet@kebabkingdom.test', '021 338 9902', 'B', 'Takeaway Volume', ['142 Onehunga Mall', 'Onehunga', '1061'], 'kebab', 0.2],
  ['BURG001', 'Kingsland Burger Co', 'Liam', "O'Connor", 'liam@kingslandburger.test', '027 846 1120', 'C', 'Takeaway Volume', ['470 New North Road', 'Kingsland', '1021'], 'burger', 0.18],
  ['SAIG001', 'Little Saigon Pho House', 'Linh', 'Nguyen', 'linh@littlesaigon.test', '022 904 5567', 'D', 'Restaurant', ['23 Railside Avenue', 'Henderson', '0612'], 'asian', 0.15],
  ['MAMA001', "Mama Rosa's Trattoria", 'Giulia', 'Romano', 'giulia@mamarosas.test', '021 617 4408', 'B', 'Restaurant', ['5 Clarence Street', 'Devonport', '0624'], 'fine-dining', 0.15],
  ['NANA001', "Nana's Kitchen Café", 'Margaret', 'Brown', 'margaret@nanaskitchen.test', '027 214 6635', 'E', null, ['61 Picton Street', 'Howick', '2014'], 'cafe', 0.15],
  ['FONO001', 'Māngere Fono Catering', 'Sione', 'Tuilagi', 'sione@fonocatering.test', '022 350 7719', 'A', 'Takeaway Volume', ['9 Bader Drive', 'Māngere', '2022'], 'catering', 0.15],
  ['MANU001', 'Manukau Golden Fried Chicken', 'Harpreet', 'Singh', 'harpreet@goldenfried.test', '021 489 2256', 'D', null, ['36 Cavendish Drive', 'Manukau', '2104'], 'takeaway', 0.18],
  ['REMU001', 'Remuera Club Dining Room', 'Charlotte', 'Hughes', 'charlotte@remueraclub.test', '021 735 0094', 'C', 'Hotel Group', ['22 Remuera Road', 'Remuera', '1050'], 'hotel', 0.12],
];

export const CUSTOMERS: readonly CustomerSeed[] = ROWS.map(
  ([
    code,
    companyName,
    firstName,
    lastName,
    email,
    mobile,
    customerLevel,
    priceLevel,
    address,
    style,
    orderRate,
    demo,
  ]) => ({
    code,
    companyName,
    firstName,
    lastName,
    email,
    mobile,
    customerLevel,
    priceLevel,
    street: address[0],
    suburb: address[1],
    city: 'Auckland',
    postalCode: address[2],
    style,
    orderRate,
    ...(demo ? { demo } : {}),
  }),
);

/** Standing notes the bistro keeps on products (shown on its order lines). */
export const BISTRO_PRODUCT_NOTES: ReadonlyArray<{ code: string; notes: string }> = [
  { code: 'BF-SIR-01', notes: 'Please cut into 2cm strips' },
  { code: 'LB-RCK-01', notes: 'Cap off, trim the chine bone please' },
  { code: 'DK-BRS-01', notes: 'Score the skin, 180–200g each' },
  { code: 'PK-BEL-01', notes: 'Rind scored, cut into 10cm squares' },
];
