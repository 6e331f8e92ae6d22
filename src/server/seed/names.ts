export const FIRST_NAMES = [
  'Jack', 'Oliver', 'William', 'Noah', 'Thomas', 'James', 'Lucas', 'Henry', 'Charlie', 'Liam', 'Mason', 'Ethan',
  'Samuel', 'Harrison', 'Lachlan', 'Cooper', 'Hudson', 'Archie', 'Leo', 'Max', 'Riley', 'Hunter', 'Ryan', 'Daniel',
  'Matthew', 'Joshua', 'Benjamin', 'Nathan', 'Luke', 'Mitchell', 'Brodie', 'Callum', 'Darcy', 'Flynn', 'Angus',
  'Hamish', 'Fraser', 'Kieran', 'Shane', 'Wayne', 'Craig', 'Darren', 'Glenn', 'Troy', 'Brett', 'Dean', 'Scott',
  'Peter', 'Michael', 'David', 'Andrew', 'Mark', 'Paul', 'Steven', 'Adam', 'Tony', 'Nick', 'Chris', 'Jason',
  'Charlotte', 'Olivia', 'Amelia', 'Isla', 'Mia', 'Ava', 'Grace', 'Chloe', 'Zoe', 'Ruby', 'Sophie', 'Matilda',
  'Emily', 'Ella', 'Harper', 'Evie', 'Willow', 'Lily', 'Sienna', 'Georgia', 'Hannah', 'Jessica', 'Sarah', 'Kate',
  'Emma', 'Megan', 'Rebecca', 'Nicole', 'Michelle', 'Kylie', 'Leanne', 'Tracey', 'Belinda', 'Jodie', 'Kerry',
  'Natalie', 'Amy', 'Lauren', 'Tahlia', 'Brooke', 'Jade', 'Renee', 'Monique', 'Priya', 'Mei', 'Anh', 'Minh', 'Raj',
  'Arjun', 'Wei', 'Hiroshi', 'Giulia', 'Marco', 'Nikos', 'Eleni', 'Dimitri', 'Fatima', 'Omar', 'Aisha', 'Tane',
];

export const LAST_NAMES = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson', 'Thompson',
  'Nguyen', 'Thomas', 'Walker', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King', 'Davis', 'Wright', 'Evans',
  'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis', 'James', 'Phillips', 'Mitchell',
  'Turner', 'Cook', "O'Brien", 'Murphy', 'Campbell', 'Edwards', 'Hughes', 'Morris', 'Scott', 'Young', 'Baker',
  'Stewart', 'Cooper', 'Ward', 'Bell', 'Collins', 'Hill', 'Russell', 'Watson', 'Murray', 'Gray', 'Parker',
  'McDonald', 'Ross', 'Fraser', 'Reid', 'Hunter', 'Graham', 'Kennedy', 'Morgan', 'Bailey', 'Cox', 'Richards',
  'Tran', 'Le', 'Pham', 'Chen', 'Wang', 'Li', 'Zhang', 'Singh', 'Kaur', 'Sharma', 'Papadopoulos', 'Rossi',
  'Russo', 'Esposito', 'Costa', 'Nikolaidis', 'Ivanov', 'Novak', 'Kowalski', 'Schmidt', 'Muller', 'Fitzgerald',
  'Gallagher', 'Doyle', 'Byrne', 'Sullivan', 'Quinn', 'Brennan', 'Harvey', 'Barnes', 'Cunningham', 'Lawson',
];

export const PUB_ADJECTIVES = [
  'Royal', 'Golden', 'Commercial', 'Railway', 'Imperial', 'Criterion', 'Exchange', 'Federal', 'Grand', 'Junction',
  'Victoria', 'Albion', 'Star', 'Crown', 'Bridge', 'Club', 'Globe', 'Union', 'Court', 'Esplanade', 'Terminus',
];

export const PUB_NOUNS = [
  'Hotel', 'Tavern', 'Inn', 'Arms', 'Hotel', 'Tavern', 'Hotel', 'Sports Bar', 'Bar & Bistro', 'Hotel',
];

export const CLUB_KINDS = ['RSL', 'Bowls Club', 'Football Club', 'Sports Club', 'Workers Club', 'Golf Club'];

export const ANIMAL_PUBS = [
  'Black Swan', 'Red Lion', 'White Horse', 'Rising Sun', 'Brown Bear', 'Blue Heron', 'Grey Fox', 'Golden Fleece',
  'Kangaroo', 'Emu', 'Pelican', 'Magpie', 'Kookaburra', 'Brolga', 'Cockatoo', 'Koala', 'Platypus', 'Wombat',
];

export const STREET_NAMES = [
  'High', 'Main', 'Church', 'Station', 'King', 'Queen', 'George', 'Victoria', 'Albert', 'Elizabeth', 'Bridge',
  'Railway', 'Park', 'Beach', 'Sydney', 'Melbourne', 'Murray', 'Macquarie', 'Hunter', 'Bourke', 'Collins',
  'Flinders', 'William', 'Hay', 'Pitt', 'Stirling', 'Gawler', 'Anzac', 'Darling', 'Oxford',
];

export const STREET_TYPES = ['St', 'Rd', 'Ave', 'Pde', 'Hwy', 'Tce', 'Blvd'];

export const AREA_CODES: Record<number, string> = { 1: '03', 2: '02', 3: '08', 4: '08', 5: '07', 6: '03', 7: '08', 8: '02' };
