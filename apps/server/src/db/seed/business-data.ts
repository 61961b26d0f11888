// The fictional business behind the demo: a family-run wholesale butcher in Auckland.
export const BUSINESS = {
  brand: 'Kauri Meats',
  intro:
    'Kauri Meats is a family-run wholesale butcher in Mount Wellington, supplying Auckland restaurants, ' +
    'takeaways, cafés and hotels since 1987. Order fresh NZ chicken, pork, beef, lamb and duck by 5am ' +
    'and it is cut, packed and on our trucks the same day.',
  about: [
    'Kauri Meats started in 1987 when Graham and Lesley Hoani opened a small butcher shop on Carbine Road with one ' +
      'van, a bandsaw and a handful of restaurant customers. Their children now run the business, and the ' +
      'grandchildren help out in the school holidays.',
    'We buy direct from New Zealand farms and processors: free-range and barn-raised chicken from the Waikato, ' +
      'pork from Canterbury, grass-fed beef and lamb from the central North Island, and Pekin duck from a ' +
      'family farm near Pukekohe. Everything is broken down in our own cutting room, so we can trim, dice, ' +
      'slice and portion to each kitchen’s spec.',
    'More than two hundred kitchens across Auckland order from us every week, from fine-dining restaurants ' +
      'to neighbourhood fish and chip shops. Orders placed before 5am are processed the same day; our ' +
      'refrigerated trucks deliver Monday to Saturday from Orewa to Pukekohe.',
    'Freight is free on larger orders, and pick-up is always welcome at our Mount Wellington depot.',
  ].join('\n'),
  address: '18 Carbine Road, Mount Wellington, Auckland 1060',
  phone: '09 276 4185',
  email: 'orders@kaurimeats.test',
  hours: 'Monday to Saturday 10am to 3pm, Sunday closed',
  socialLink: 'https://www.facebook.com/kaurimeats',
  socialLabel: 'Facebook',
  // Valid by Inland Revenue's check digit, so a fresh demo can issue tax invoices straight away.
  gstNumber: '49-091-850',
  cutoffHour: 5,
  freightCharge: '15.00',
  freeFreightThreshold: '250.00',
} as const;
