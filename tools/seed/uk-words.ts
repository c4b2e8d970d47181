// Word lists for believable UK business data. Long enough that names repeat rarely at
// 100,000 clients once combined.

export const FIRST_NAMES = [
  'Oliver', 'George', 'Harry', 'Noah', 'Jack', 'Leo', 'Arthur', 'Muhammad', 'Oscar', 'Charlie',
  'Jacob', 'Thomas', 'Henry', 'William', 'Alfie', 'Joshua', 'Freddie', 'Archie', 'Ethan', 'Isaac',
  'James', 'Alexander', 'Samuel', 'Daniel', 'Lucas', 'Max', 'Theo', 'Edward', 'Rory', 'Callum',
  'Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Ivy', 'Lily', 'Isabella', 'Rosie', 'Sophia',
  'Grace', 'Freya', 'Florence', 'Willow', 'Evie', 'Poppy', 'Charlotte', 'Ella', 'Emily', 'Sienna',
  'Hannah', 'Chloe', 'Ruby', 'Harriet', 'Eleanor', 'Lucy', 'Alice', 'Megan', 'Niamh', 'Priya',
  'Aisha', 'Zara', 'Fatima', 'Sarah', 'Rebecca', 'Rachel', 'Laura', 'Katie', 'Jessica', 'Bethan',
  'Rhys', 'Dylan', 'Owen', 'Gareth', 'Ewan', 'Fraser', 'Angus', 'Siobhan', 'Ciara', 'Declan',
] as const;

export const SURNAMES = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Robinson',
  'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Thomas', 'Clarke',
  'Jackson', 'Wood', 'Harris', 'Edwards', 'Turner', 'Martin', 'Cooper', 'Hill', 'Ward', 'Hughes',
  'Moore', 'Clark', 'King', 'Harrison', 'Lewis', 'Baker', 'Lee', 'Allen', 'Morris', 'Khan',
  'Scott', 'Watson', 'Davis', 'Parker', 'James', 'Bennett', 'Young', 'Phillips', 'Richardson', 'Mitchell',
  'Bailey', 'Carter', 'Cook', 'Singh', 'Shaw', 'Bell', 'Collins', 'Morgan', 'Kelly', 'Begum',
  'Miller', 'Cox', 'Hussain', 'Marshall', 'Simpson', 'Price', 'Anderson', 'Adams', 'Wilkinson', 'Ali',
  'Ahmed', 'Foster', 'Ellis', 'Murphy', 'Chapman', 'Mason', 'Gray', 'Richards', 'Webb', 'Griffiths',
  'Hunt', 'Palmer', 'Campbell', 'Holmes', 'Mills', 'Rogers', 'Barnes', 'Knight', 'Matthews', 'Barker',
  'Macdonald', 'Fraser', 'Stewart', 'Reid', 'Murray', "O'Brien", 'Byrne', 'Lloyd', 'Pritchard', 'Owen',
] as const;

export const BUSINESS_WORDS = [
  'Acorn', 'Albion', 'Anchor', 'Apex', 'Arden', 'Ashford', 'Aspen', 'Beacon', 'Birch', 'Blackwood',
  'Bluebell', 'Bramble', 'Bridge', 'Brook', 'Cardinal', 'Castle', 'Cedar', 'Chalk', 'Chiltern', 'Clover',
  'Cobalt', 'Copper', 'Cotswold', 'Crown', 'Dale', 'Dovetail', 'Elm', 'Ember', 'Fern', 'Fox',
  'Granite', 'Greenfield', 'Harbour', 'Hawthorn', 'Heather', 'Heron', 'Highland', 'Holly', 'Ivy', 'Juniper',
  'Kestrel', 'Lantern', 'Larch', 'Linden', 'Lighthouse', 'Maple', 'Marble', 'Meadow', 'Mersey', 'Millstone',
  'Moorland', 'Northgate', 'Oak', 'Orchard', 'Pennine', 'Pebble', 'Pine', 'Quarry', 'Raven', 'Redbrick',
  'Riverside', 'Rowan', 'Saffron', 'Severn', 'Silverbirch', 'Slate', 'Sterling', 'Stonebridge', 'Summit', 'Swan',
  'Thames', 'Thistle', 'Timber', 'Tyne', 'Union', 'Vale', 'Wessex', 'Willow', 'Windmill', 'Wren',
] as const;

export const BUSINESS_KINDS = [
  'Bakery', 'Builders', 'Cafe', 'Carpentry', 'Consulting', 'Dental Practice', 'Design', 'Electrical', 'Engineering', 'Estates',
  'Fitness', 'Florists', 'Garden Centre', 'Hair Studio', 'Joinery', 'Landscapes', 'Law', 'Logistics', 'Media', 'Motors',
  'Opticians', 'Pharmacy', 'Photography', 'Plumbing', 'Property', 'Removals', 'Roofing', 'Solicitors', 'Surveyors', 'Tea Rooms',
  'Veterinary', 'Wealth', 'Wines', 'Yoga', 'Accountants', 'Architects', 'Brewery', 'Catering', 'Cleaning', 'Kitchens',
] as const;

export const BUSINESS_SUFFIXES = ['Ltd', 'Ltd', 'Ltd', 'Limited', '& Co', 'LLP', 'Group', '& Sons', 'UK Ltd', ''] as const;

// Town and its postcode area, so an address's postcode matches its town.
export const TOWNS: ReadonlyArray<readonly [town: string, postcodeArea: string]> = [
  ['London', 'E'], ['London', 'N'], ['London', 'SE'], ['London', 'SW'], ['London', 'W'],
  ['Manchester', 'M'], ['Birmingham', 'B'], ['Leeds', 'LS'], ['Sheffield', 'S'], ['Bristol', 'BS'],
  ['Liverpool', 'L'], ['Newcastle upon Tyne', 'NE'], ['Nottingham', 'NG'], ['Leicester', 'LE'], ['Brighton', 'BN'],
  ['Cambridge', 'CB'], ['Oxford', 'OX'], ['Reading', 'RG'], ['Southampton', 'SO'], ['Norwich', 'NR'],
  ['York', 'YO'], ['Exeter', 'EX'], ['Plymouth', 'PL'], ['Bath', 'BA'], ['Cardiff', 'CF'],
  ['Swansea', 'SA'], ['Edinburgh', 'EH'], ['Glasgow', 'G'], ['Aberdeen', 'AB'], ['Belfast', 'BT'],
  ['Coventry', 'CV'], ['Derby', 'DE'], ['Milton Keynes', 'MK'], ['Guildford', 'GU'], ['Canterbury', 'CT'],
] as const;

export const STREETS = [
  'High Street', 'Station Road', 'Main Street', 'Park Road', 'Church Road', 'Church Street', 'London Road', 'Victoria Road',
  'Green Lane', 'Manor Road', 'Church Lane', 'Park Avenue', 'The Avenue', 'The Crescent', 'Queens Road', 'New Road',
  'Grange Road', 'Kings Road', 'Mill Lane', 'School Lane', 'North Street', 'Albert Road', 'Windsor Road', 'Springfield Road',
  'Market Place', 'Castle Street', 'Bridge Street', 'George Street', 'York Road', 'Chapel Street', 'Mill Road', 'West Street',
] as const;

export const TAGS = ['retainer', 'web', 'seo', 'hosting', 'branding', 'ecommerce', 'priority', 'charity', 'wordpress', 'maintenance', 'referral', 'local'] as const;

export const EMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'hotmail.co.uk', 'yahoo.co.uk', 'btinternet.com', 'icloud.com', 'sky.com'] as const;
