import { CATEGORY_NAMES, type CategoryName, type ProductGroup } from '@cleaver/domain/constants';
import type { Unit } from '@cleaver/domain/quantity';

// The demo catalogue of a New Zealand wholesale butcher: prices are wholesale NZD excluding GST.
export type ProductSeed = {
  code: string;
  name: string;
  category: CategoryName;
  group: ProductGroup;
  unit: Unit;
  price: string;
  description: string;
  type: 'PRODUCT' | 'SERVICE';
  isEnabled: boolean;
  inStock: boolean;
};

type Flag = 'disabled' | 'out' | 'service';
type Row = [
  code: string,
  name: string,
  unit: Unit,
  price: string,
  group: ProductGroup,
  description: string,
  flag?: Flag,
];

// biome-ignore format: one product per line reads as a table
const CHICKEN: Row[] = [
  ['CH-THB-01', 'Chicken Thigh Boneless', 'KG', '11.90', 'Chicken A', 'Skinless boneless thigh fillets, fresh NZ grown.'],
  ['CH-THB-02', 'Chicken Thigh Boneless Skin On', 'KG', '12.50', 'Chicken A', 'Boneless thigh with the skin left on for crisping.'],
  ['CH-THI-01', 'Chicken Thigh Bone-In', 'KG', '8.90', 'Chicken A', 'Bone-in, skin-on thighs. Great for braises and curries.'],
  ['CH-THI-02', 'Chicken Thigh Bone-In 10kg CTN', 'CTN', '84.00', 'Chicken A', 'Carton of bone-in thighs, about 10kg.'],
  ['CH-THC-01', 'Chicken Thigh Cutlets', 'KG', '9.90', 'Chicken A', 'Thigh cutlets, skin off, bone in.'],
  ['CH-BRS-01', 'Chicken Breast Skinless', 'KG', '13.90', 'Chicken A', 'Skinless breast fillets, inner fillet on.'],
  ['CH-BRS-02', 'Chicken Breast Skin On', 'KG', '13.50', 'Chicken A', 'Skin-on breast fillets.'],
  ['CH-BRS-03', 'Chicken Breast Supreme', 'KG', '16.90', 'Chicken A', 'Skin-on breast with the first wing bone, frenched.'],
  ['CH-BRS-04', 'Chicken Breast Diced', 'KG', '15.20', 'Chicken A', 'Breast diced into 2.5cm pieces.'],
  ['CH-TND-01', 'Chicken Tenderloins', 'KG', '14.50', 'Chicken A', 'Inner breast fillets, sinew in.'],
  ['CH-THD-01', 'Chicken Thigh Diced', 'KG', '13.40', 'Chicken A', 'Boneless thigh diced for curries and skewers.'],
  ['CH-DRM-01', 'Chicken Drumsticks', 'KG', '6.50', 'Chicken B', 'Fresh drumsticks, graded medium.'],
  ['CH-DRM-02', 'Chicken Drumsticks 10kg CTN', 'CTN', '62.00', 'Chicken B', 'Carton of drumsticks, about 10kg.'],
  ['CH-NIB-01', 'Chicken Nibbles', 'KG', '7.40', 'Chicken B', 'Wing nibbles, drumette and mid joint.'],
  ['CH-NIB-02', 'Chicken Nibbles 10kg CTN', 'CTN', '69.00', 'Chicken B', 'Carton of wing nibbles, about 10kg.'],
  ['CH-WNG-01', 'Chicken Wings Whole', 'KG', '6.90', 'Chicken B', 'Whole three-joint wings.'],
  ['CH-WNG-02', 'Chicken Wing Tips', 'KG', '2.90', 'Chicken B', 'Wing tips for stock.', 'disabled'],
  ['CH-LEG-01', 'Chicken Leg Quarters', 'KG', '6.20', 'Chicken B', 'Marylands: thigh and drumstick joined.'],
  ['CH-WHL-01', 'Chicken Whole Size 14', 'EACH', '11.50', 'Chicken C', 'Whole bird, about 1.4kg.'],
  ['CH-WHL-02', 'Chicken Whole Size 18', 'EACH', '14.50', 'Chicken C', 'Whole bird, about 1.8kg.'],
  ['CH-SPC-01', 'Chicken Spatchcock', 'KG', '9.80', 'Chicken C', 'Butterflied whole chicken, backbone out.'],
  ['CH-PSS-01', 'Poussin Spring Chicken', 'EACH', '8.90', 'Chicken C', 'Young chicken, about 500g.', 'out'],
  ['CH-FRM-01', 'Chicken Frames', 'KG', '2.20', 'Chicken C', 'Carcass frames for stock and broth.'],
  ['CH-FRM-02', 'Chicken Soup Bones 10kg CTN', 'CTN', '18.00', 'Chicken C', 'Carton of frames and necks, about 10kg.'],
  ['CH-MIN-01', 'Chicken Mince', 'KG', '9.50', 'Chicken D', 'Thigh and breast mince.'],
  ['CH-STF-01', 'Chicken Stir Fry Strips', 'KG', '15.50', 'Chicken D', 'Breast cut into thin strips.'],
  ['CH-FET-01', 'Chicken Feet', 'KG', '4.50', 'Chicken D', 'Cleaned feet, ready for yum cha.'],
  ['CH-LIV-01', 'Chicken Livers', 'KG', '6.80', 'Chicken D', 'Fresh livers, trimmed.'],
  ['CH-HRT-01', 'Chicken Hearts', 'KG', '8.90', 'Chicken D', 'Fresh hearts, great on the grill.'],
  ['CH-GIZ-01', 'Chicken Gizzards', 'KG', '7.50', 'Chicken D', 'Cleaned gizzards.'],
  ['CH-KAR-01', 'Chicken Karaage Thigh', 'KG', '14.90', 'Chicken D', 'Thigh pieces in soy, ginger and garlic marinade.'],
  ['CH-TIK-01', 'Chicken Tikka Thigh', 'KG', '14.90', 'Chicken D', 'Thigh pieces in tikka marinade.'],
  ['CH-SKW-01', 'Chicken Satay Skewers', 'PIECES', '1.60', 'Chicken D', 'Thigh skewers, about 80g each.'],
  ['CH-SCH-01', 'Chicken Schnitzel Crumbed', 'KG', '15.80', 'Chicken D', 'Flattened breast in golden crumb.'],
];

// biome-ignore format: one product per line reads as a table
const PORK: Row[] = [
  ['PK-BEL-01', 'Pork Belly Boneless Rind On', 'KG', '16.90', 'Pork A', 'Boneless belly, rind scored on request.'],
  ['PK-BEL-02', 'Pork Belly Bone-In', 'KG', '14.90', 'Pork A', 'Bone-in belly sheets.'],
  ['PK-BEL-03', 'Pork Belly Strips', 'KG', '15.90', 'Pork A', 'Belly cut into 2cm strips.'],
  ['PK-SHD-01', 'Pork Shoulder Boneless', 'KG', '11.90', 'Pork A', 'Boneless shoulder for pulled pork.'],
  ['PK-SHD-02', 'Pork Shoulder Bone-In', 'KG', '9.80', 'Pork A', 'Whole bone-in shoulder.'],
  ['PK-SCT-01', 'Pork Scotch Fillet', 'KG', '15.50', 'Pork A', 'Pork neck, well marbled.'],
  ['PK-LON-01', 'Pork Loin Boneless', 'KG', '14.50', 'Pork A', 'Boneless loin, rind off.'],
  ['PK-CHP-01', 'Pork Loin Chops', 'KG', '14.90', 'Pork A', 'Bone-in loin chops, 2cm.'],
  ['PK-FIL-01', 'Pork Fillet', 'KG', '19.90', 'Pork A', 'Tenderloin, trimmed.'],
  ['PK-RIB-02', 'Pork Baby Back Ribs', 'KG', '21.50', 'Pork A', 'Loin back ribs, meaty.', 'out'],
  ['PK-SUC-01', 'Suckling Pig', 'EACH', '189.00', 'Pork A', 'Whole suckling pig, 8 to 10kg. Order a week ahead.', 'disabled'],
  ['PK-CLR-01', 'Pork Collar Butt', 'KG', '13.20', 'Pork A', 'Collar butt for char siu and roasting.'],
  ['PK-RIB-01', 'Pork Spare Ribs', 'KG', '12.90', 'Pork B', 'Belly spare ribs.'],
  ['PK-RIB-03', 'American Pork Ribs 10kg CTN', 'CTN', '139.00', 'Pork B', 'Carton of American-style ribs, about 10kg.'],
  ['PK-MIN-01', 'Pork Mince', 'KG', '10.50', 'Pork B', 'Mince, about 80% lean.'],
  ['PK-DIC-01', 'Pork Diced', 'KG', '12.40', 'Pork B', 'Shoulder diced for stews.'],
  ['PK-HCK-01', 'Pork Hocks', 'KG', '7.90', 'Pork B', 'Fresh hocks.'],
  ['PK-TRT-01', 'Pork Trotters', 'KG', '5.50', 'Pork B', 'Cleaned trotters, split on request.'],
  ['PK-BON-01', 'Pork Bones', 'KG', '2.50', 'Pork B', 'Neck and back bones for broth.'],
  ['PK-FAT-01', 'Pork Back Fat', 'KG', '4.20', 'Pork B', 'Skin-off back fat.'],
  ['PK-CHS-01', 'Pork Char Siu Marinated', 'KG', '15.90', 'Pork B', 'Shoulder strips in char siu marinade.'],
  ['PK-SAU-01', 'Pork Sausages Traditional', 'KG', '11.90', 'Pork B', 'Thick pork sausages, natural casing.'],
  ['PK-BAC-01', 'Streaky Bacon', 'KG', '16.50', 'Pork B', 'Manuka-smoked streaky bacon.'],
  ['PK-BAC-02', 'Middle Bacon Rindless', 'KG', '17.50', 'Pork B', 'Rindless middle rashers.'],
  ['PK-HAM-01', 'Champagne Ham Sliced', 'KG', '18.90', 'Pork B', 'Sliced champagne ham.'],
];

// biome-ignore format: one product per line reads as a table
const BEEF: Row[] = [
  ['BF-EYF-01', 'Beef Eye Fillet', 'KG', '54.00', 'Beef A', 'Whole eye fillet, side muscle off.'],
  ['BF-EYF-02', 'Beef Eye Fillet Steaks 200g', 'PIECES', '11.50', 'Beef A', 'Portioned eye fillet steaks.'],
  ['BF-SIR-01', 'Beef Sirloin Striploin', 'KG', '36.90', 'Beef A', 'Grass-fed striploin, 21-day aged.'],
  ['BF-SCF-01', 'Beef Scotch Fillet', 'KG', '42.50', 'Beef A', 'Ribeye, well marbled.'],
  ['BF-TOM-01', 'Beef Tomahawk Ribeye', 'KG', '44.90', 'Beef A', 'Bone-in ribeye with a long frenched bone.'],
  ['BF-RMP-01', 'Beef Rump', 'KG', '22.90', 'Beef A', 'Whole rump, cap on.'],
  ['BF-RMP-02', 'Beef Rump Cap Picanha', 'KG', '29.90', 'Beef A', 'Rump cap with a fat layer.'],
  ['BF-TBN-01', 'Beef T-Bone Steak', 'KG', '28.50', 'Beef A', 'T-bone steaks, 3cm.'],
  ['BF-FLK-01', 'Beef Flank Steak', 'KG', '21.90', 'Beef A', 'Whole flank.'],
  ['BF-SKT-01', 'Beef Skirt Steak', 'KG', '19.90', 'Beef A', 'Outside skirt, trimmed.'],
  ['BF-SLI-01', 'Beef Shabu Shabu Sliced', 'KG', '24.90', 'Beef A', 'Paper-thin sliced brisket for hotpot.'],
  ['BF-WAG-01', 'Wagyu Striploin MS5+', 'KG', '89.00', 'Beef A', 'Wagyu striploin, marble score 5 and up.', 'out'],
  ['BF-TOP-01', 'Beef Topside', 'KG', '16.50', 'Beef B', 'Topside for roasting or slicing.'],
  ['BF-SIL-01', 'Beef Silverside Corned', 'KG', '14.90', 'Beef B', 'Corned silverside.'],
  ['BF-BLD-01', 'Beef Blade Steak', 'KG', '17.90', 'Beef B', 'Oyster blade steaks.'],
  ['BF-CHK-01', 'Beef Chuck Diced', 'KG', '15.90', 'Beef B', 'Chuck diced for stews and pies.'],
  ['BF-BRS-01', 'Beef Brisket Boneless', 'KG', '17.50', 'Beef B', 'Point end brisket for smoking.'],
  ['BF-SRB-01', 'Beef Short Ribs', 'KG', '19.50', 'Beef B', 'Three-bone short rib.'],
  ['BF-SHN-01', 'Beef Shin Boneless', 'KG', '14.90', 'Beef B', 'Shin for slow cooking.'],
  ['BF-OXT-01', 'Oxtail', 'KG', '16.90', 'Beef B', 'Oxtail cut into joints.'],
  ['BF-MIN-01', 'Beef Mince Premium', 'KG', '15.50', 'Beef B', 'Premium mince, 90% lean.'],
  ['BF-MIN-02', 'Beef Mince Standard 10kg CTN', 'CTN', '119.00', 'Beef B', 'Carton of standard mince, about 10kg.'],
  ['BF-STF-01', 'Beef Stir Fry Strips', 'KG', '19.90', 'Beef B', 'Rump cut into thin strips.'],
  ['BF-PTY-01', 'Beef Burger Patties 150g', 'PIECES', '2.40', 'Beef B', 'Pressed patties, interleaved.'],
  ['BF-CHE-01', 'Beef Cheeks', 'KG', '18.90', 'Beef B', 'Trimmed cheeks for braising.'],
  ['BF-TRP-01', 'Beef Honeycomb Tripe', 'KG', '8.90', 'Beef B', 'Cleaned honeycomb tripe.'],
  ['BF-BON-01', 'Beef Marrow Bones', 'KG', '4.90', 'Beef B', 'Marrow bones cut to 10cm.'],
];

// biome-ignore format: one product per line reads as a table
const LAMB: Row[] = [
  ['LB-RCK-01', 'Lamb Rack Frenched', 'KG', '49.90', 'Lamb A', 'Eight-bone racks, cap off, frenched.'],
  ['LB-RCK-02', 'Lamb Rack Cap On', 'KG', '45.90', 'Lamb A', 'Eight-bone racks with the fat cap.'],
  ['LB-CUT-01', 'Lamb Cutlets Frenched', 'PIECES', '4.20', 'Lamb A', 'Single frenched cutlets.'],
  ['LB-RMP-01', 'Lamb Rump Cap On', 'KG', '32.90', 'Lamb A', 'Rumps, cap on, about 250g each.'],
  ['LB-LON-01', 'Lamb Backstrap', 'KG', '52.00', 'Lamb A', 'Boneless loin, silverskin off.'],
  ['LB-LEG-01', 'Lamb Leg Bone-In', 'KG', '18.90', 'Lamb A', 'Whole legs, shank on.'],
  ['LB-LEG-02', 'Lamb Leg Butterflied', 'KG', '24.90', 'Lamb A', 'Boneless butterflied leg.'],
  ['LB-NEK-02', 'Lamb Neck Fillet', 'KG', '27.90', 'Lamb A', 'Boneless neck fillets.', 'out'],
  ['LB-CHP-01', 'Lamb Loin Chops', 'KG', '26.90', 'Lamb A', 'Loin chops, 2.5cm.'],
  ['LB-SHD-01', 'Lamb Shoulder Bone-In', 'KG', '15.90', 'Lamb B', 'Square-cut shoulder.'],
  ['LB-SHD-02', 'Lamb Shoulder Boneless', 'KG', '21.90', 'Lamb B', 'Boneless rolled shoulder.'],
  ['LB-SHK-01', 'Lamb Shanks Frenched', 'KG', '17.50', 'Lamb B', 'Hind shanks, frenched.'],
  ['LB-NEK-01', 'Lamb Neck Chops', 'KG', '14.50', 'Lamb B', 'Neck chops for stews.'],
  ['LB-FLP-01', 'Lamb Flaps', 'KG', '6.90', 'Lamb B', 'Breast flaps, a Pacific favourite.'],
  ['LB-MIN-01', 'Lamb Mince', 'KG', '16.90', 'Lamb B', 'Lamb mince.'],
  ['LB-DIC-01', 'Lamb Diced', 'KG', '22.50', 'Lamb B', 'Leg diced for curries.'],
  ['LB-SLI-01', 'Lamb Shoulder Sliced Hotpot', 'KG', '23.90', 'Lamb B', 'Thin-sliced rolled shoulder for hotpot.'],
  ['LB-KEB-01', 'Lamb Doner Kebab Cone 10kg', 'CTN', '129.00', 'Lamb B', 'Frozen doner cone, about 10kg.'],
  ['LB-CAR-01', 'Lamb Whole Carcass', 'KG', '12.90', 'Lamb B', 'Whole carcass, about 20kg.'],
  ['LB-MTN-01', 'Mutton Diced', 'KG', '14.90', 'Lamb B', 'Mutton diced for curry.'],
  ['LB-LIV-01', 'Lamb Fry Liver', 'KG', '7.90', 'Lamb B', 'Fresh lamb liver.'],
];

// biome-ignore format: one product per line reads as a table
const DUCK: Row[] = [
  ['DK-WHL-01', 'Duck Whole Size 22', 'EACH', '32.50', 'Duck', 'Whole Pekin duck, about 2.2kg.'],
  ['DK-WHL-02', 'Duck Whole Size 26', 'EACH', '37.90', 'Duck', 'Whole Pekin duck, about 2.6kg.'],
  ['DK-BRS-01', 'Duck Breast Skin On', 'KG', '39.90', 'Duck', 'Boneless breasts, skin on.'],
  ['DK-LEG-01', 'Duck Leg Confit', 'PIECES', '8.90', 'Duck', 'Slow-cooked legs in duck fat.'],
  ['DK-LEG-02', 'Duck Legs Fresh', 'KG', '21.90', 'Duck', 'Fresh marylands.'],
  ['DK-ROA-01', 'Roast Duck Cantonese', 'EACH', '42.00', 'Duck', 'Whole roast duck, ready to chop.'],
  ['DK-FAT-01', 'Duck Fat 1kg Tub', 'EACH', '14.90', 'Duck', 'Rendered duck fat.'],
  ['DK-LIV-01', 'Duck Livers', 'KG', '16.90', 'Duck', 'Livers for parfait.', 'out'],
  ['DK-WNG-01', 'Duck Wings', 'KG', '9.90', 'Duck', 'Whole wings.'],
  ['DK-TNG-01', 'Duck Tongues', 'KG', '24.90', 'Duck', 'Cleaned tongues.', 'disabled'],
  ['DK-FRM-01', 'Duck Frames', 'KG', '3.50', 'Duck', 'Frames for stock.'],
];

// biome-ignore format: one product per line reads as a table
const OTHER: Row[] = [
  ['OT-CUT-01', 'Cutting Charge', 'EACH', '10.00', 'Other', 'Custom cutting to your spec, per order.', 'service'],
  ['OT-VAC-01', 'Vacuum Packing', 'EACH', '2.50', 'Other', 'Vacuum packing, per pack.', 'service'],
  ['OT-SAU-01', 'Beef & Onion Sausages', 'KG', '12.90', 'Butcher', 'Made in our shop, natural casing.'],
  ['OT-SAU-02', 'Lamb & Mint Sausages', 'KG', '13.90', 'Butcher', 'Made in our shop, natural casing.'],
  ['OT-SAU-03', 'Chorizo Sausages', 'KG', '16.90', 'Butcher', 'Smoked paprika pork sausages.'],
  ['OT-SAU-04', 'Chicken & Apple Sausages', 'KG', '13.50', 'Butcher', 'Free-range chicken with apple.'],
  ['OT-MBL-01', 'Beef & Pork Meatballs', 'KG', '14.50', 'Butcher', 'Rolled 30g meatballs.'],
  ['OT-PTY-01', 'Gourmet Burger Patties 180g', 'PIECES', '3.20', 'Butcher', 'Chuck and brisket blend.'],
  ['OT-SCH-01', 'Pork Schnitzel Crumbed', 'KG', '17.90', 'Butcher', 'Crumbed pork leg steaks.'],
  ['OT-VEN-01', 'Venison Denver Leg', 'KG', '39.90', 'Other', 'Farmed NZ venison, denver leg.'],
  ['OT-VEN-02', 'Venison Mince', 'KG', '22.90', 'Other', 'Lean venison mince.'],
  ['OT-GOT-01', 'Goat Diced Bone-In', 'KG', '19.90', 'Other', 'Bone-in goat for curry.'],
  ['OT-RAB-01', 'Rabbit Whole', 'EACH', '21.50', 'Other', 'Farmed whole rabbit.', 'disabled'],
  ['OT-QUL-01', 'Quail Whole', 'PIECES', '6.90', 'Other', 'Whole quail, about 180g.'],
  ['OT-DRP-01', 'Beef Dripping 1kg', 'EACH', '8.50', 'Other', 'Rendered beef dripping for frying.'],
  ['OT-EGG-01', 'Free Range Eggs Size 7 Tray', 'EACH', '11.90', 'Other', 'Tray of 20 free-range eggs.'],
];

const ROWS: Record<CategoryName, Row[]> = {
  Chicken: CHICKEN,
  Pork: PORK,
  Beef: BEEF,
  Lamb: LAMB,
  Duck: DUCK,
  Other: OTHER,
};

export const PRODUCTS: readonly ProductSeed[] = CATEGORY_NAMES.flatMap((category) =>
  ROWS[category].map(([code, name, unit, price, group, description, flag]) => ({
    code,
    name,
    category,
    group,
    unit,
    price,
    description,
    type: flag === 'service' ? ('SERVICE' as const) : ('PRODUCT' as const),
    isEnabled: flag !== 'disabled',
    inStock: flag !== 'out',
  })),
);

/** 'CH-THB-01' → 'ch-thb-01': the file name of a product's image. */
export function codeSlug(code: string): string {
  return code
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
