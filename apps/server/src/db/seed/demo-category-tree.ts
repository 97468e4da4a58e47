/** How a product of a department is sized; picks the size list of a product. */
export type SizeKind = 'apparel' | 'kids-apparel' | 'women-shoes' | 'men-shoes' | 'kids-shoes' | 'one-size';
/** Which words describe a product of a department ("Linen Relaxed", "Suede Classic"). */
export type WordKind = 'apparel' | 'shoes' | 'bags' | 'accessories';

/** Depth-4 leaf: the category name and the singular used in product names. */
type Leaf = readonly [name: string, item: string];
type Group = { name: string; priceSgd: readonly [min: number, max: number]; leaves: readonly Leaf[] };
type Department = { name: string; sizes: SizeKind; words: WordKind; groups: readonly Group[] };
export type RootCategory = { name: string; departments: readonly Department[] };

const tees: Leaf = ['T-Shirts', 'T-Shirt'];
const shirts: Leaf = ['Shirts', 'Shirt'];
const blouses: Leaf = ['Blouses', 'Blouse'];
const jeans: Leaf = ['Jeans', 'Jeans'];
const shorts: Leaf = ['Shorts', 'Shorts'];
const jackets: Leaf = ['Jackets', 'Jacket'];
const blazers: Leaf = ['Blazers', 'Blazer'];
const loafers: Leaf = ['Loafers', 'Loafer'];
const sandals: Leaf = ['Sandals', 'Sandal'];
const lowTops: Leaf = ['Low-Top Sneakers', 'Low-Top Sneaker'];
const wallets: Leaf = ['Wallets', 'Wallet'];

/** Root → department → group → leaf: exactly four levels; products hang on the leaves. */
export const categoryTree: readonly RootCategory[] = [
  {
    name: 'Women',
    departments: [
      {
        name: 'Clothing',
        sizes: 'apparel',
        words: 'apparel',
        groups: [
          { name: 'Tops', priceSgd: [15, 80], leaves: [tees, blouses, shirts, ['Tank Tops', 'Tank Top']] },
          {
            name: 'Dresses',
            priceSgd: [35, 180],
            leaves: [
              ['Midi Dresses', 'Midi Dress'],
              ['Maxi Dresses', 'Maxi Dress'],
              ['Mini Dresses', 'Mini Dress'],
            ],
          },
          {
            name: 'Bottoms',
            priceSgd: [25, 120],
            leaves: [jeans, ['Skirts', 'Skirt'], ['Trousers', 'Trousers'], shorts],
          },
          { name: 'Outerwear', priceSgd: [60, 280], leaves: [jackets, blazers, ['Coats', 'Coat']] },
        ],
      },
      {
        name: 'Shoes',
        sizes: 'women-shoes',
        words: 'shoes',
        groups: [
          {
            name: 'Heels',
            priceSgd: [50, 220],
            leaves: [
              ['Pumps', 'Pump'],
              ['Block Heels', 'Block Heel'],
              ['Wedges', 'Wedge'],
            ],
          },
          {
            name: 'Flats',
            priceSgd: [30, 140],
            leaves: [['Ballerinas', 'Ballerina Flat'], loafers, sandals],
          },
          { name: 'Sneakers', priceSgd: [50, 200], leaves: [lowTops, ['Slip-Ons', 'Slip-On']] },
        ],
      },
      {
        name: 'Bags',
        sizes: 'one-size',
        words: 'bags',
        groups: [
          {
            name: 'Handbags',
            priceSgd: [40, 350],
            leaves: [
              ['Tote Bags', 'Tote Bag'],
              ['Shoulder Bags', 'Shoulder Bag'],
              ['Crossbody Bags', 'Crossbody Bag'],
            ],
          },
          {
            name: 'Small Leather Goods',
            priceSgd: [20, 120],
            leaves: [wallets, ['Card Holders', 'Card Holder']],
          },
        ],
      },
      {
        name: 'Accessories',
        sizes: 'one-size',
        words: 'accessories',
        groups: [
          {
            name: 'Jewellery',
            priceSgd: [15, 150],
            leaves: [
              ['Earrings', 'Earrings'],
              ['Necklaces', 'Necklace'],
            ],
          },
          { name: 'Eyewear', priceSgd: [30, 200], leaves: [['Sunglasses', 'Sunglasses']] },
        ],
      },
    ],
  },
  {
    name: 'Men',
    departments: [
      {
        name: 'Clothing',
        sizes: 'apparel',
        words: 'apparel',
        groups: [
          { name: 'Tops', priceSgd: [15, 90], leaves: [tees, ['Polo Shirts', 'Polo Shirt'], shirts] },
          { name: 'Bottoms', priceSgd: [25, 130], leaves: [jeans, ['Chinos', 'Chinos'], shorts] },
          { name: 'Outerwear', priceSgd: [50, 300], leaves: [jackets, ['Hoodies', 'Hoodie'], blazers] },
        ],
      },
      {
        name: 'Shoes',
        sizes: 'men-shoes',
        words: 'shoes',
        groups: [
          {
            name: 'Sneakers',
            priceSgd: [50, 220],
            leaves: [lowTops, ['High-Top Sneakers', 'High-Top Sneaker']],
          },
          { name: 'Formal Shoes', priceSgd: [70, 260], leaves: [['Oxfords', 'Oxford Shoe'], loafers] },
          { name: 'Sandals & Slides', priceSgd: [20, 90], leaves: [['Slides', 'Slide'], sandals] },
        ],
      },
      {
        name: 'Accessories',
        sizes: 'one-size',
        words: 'accessories',
        groups: [
          {
            name: 'Bags',
            priceSgd: [40, 250],
            leaves: [
              ['Backpacks', 'Backpack'],
              ['Messenger Bags', 'Messenger Bag'],
            ],
          },
          {
            name: 'Small Accessories',
            priceSgd: [15, 120],
            leaves: [['Belts', 'Belt'], wallets, ['Caps', 'Cap']],
          },
        ],
      },
    ],
  },
  {
    name: 'Kids',
    departments: [
      {
        name: 'Girls',
        sizes: 'kids-apparel',
        words: 'apparel',
        groups: [
          { name: 'Tops', priceSgd: [10, 45], leaves: [tees, blouses] },
          {
            name: 'Dresses',
            priceSgd: [20, 70],
            leaves: [
              ['Casual Dresses', 'Casual Dress'],
              ['Party Dresses', 'Party Dress'],
            ],
          },
          { name: 'Bottoms', priceSgd: [12, 50], leaves: [['Leggings', 'Leggings'], shorts] },
        ],
      },
      {
        name: 'Boys',
        sizes: 'kids-apparel',
        words: 'apparel',
        groups: [
          { name: 'Tops', priceSgd: [10, 45], leaves: [tees, shirts] },
          { name: 'Bottoms', priceSgd: [12, 55], leaves: [jeans, shorts] },
        ],
      },
      {
        name: 'Kids Shoes',
        sizes: 'kids-shoes',
        words: 'shoes',
        groups: [
          {
            name: 'Sneakers',
            priceSgd: [25, 90],
            leaves: [
              ['Lace-Up Sneakers', 'Sneaker'],
              ['Velcro Sneakers', 'Velcro Sneaker'],
            ],
          },
          { name: 'School Shoes', priceSgd: [25, 80], leaves: [['School Shoes', 'School Shoe']] },
        ],
      },
    ],
  },
  {
    name: 'Sports',
    departments: [
      {
        name: 'Sportswear',
        sizes: 'apparel',
        words: 'apparel',
        groups: [
          {
            name: 'Tops',
            priceSgd: [20, 80],
            leaves: [
              ['Training T-Shirts', 'Training T-Shirt'],
              ['Sports Bras', 'Sports Bra'],
            ],
          },
          {
            name: 'Bottoms',
            priceSgd: [25, 100],
            leaves: [
              ['Sports Leggings', 'Leggings'],
              ['Track Pants', 'Track Pants'],
              ['Running Shorts', 'Running Shorts'],
            ],
          },
          {
            name: 'Outerwear',
            priceSgd: [50, 200],
            leaves: [
              ['Windbreakers', 'Windbreaker'],
              ['Track Jackets', 'Track Jacket'],
            ],
          },
        ],
      },
      {
        name: 'Sports Shoes',
        sizes: 'men-shoes',
        words: 'shoes',
        groups: [
          {
            name: 'Running',
            priceSgd: [70, 250],
            leaves: [
              ['Road Running Shoes', 'Running Shoe'],
              ['Trail Running Shoes', 'Trail Shoe'],
            ],
          },
          {
            name: 'Training',
            priceSgd: [60, 200],
            leaves: [
              ['Cross-Training Shoes', 'Training Shoe'],
              ['Court Shoes', 'Court Shoe'],
            ],
          },
        ],
      },
      {
        name: 'Equipment',
        sizes: 'one-size',
        words: 'bags',
        groups: [
          {
            name: 'Sports Bags',
            priceSgd: [25, 120],
            leaves: [
              ['Gym Bags', 'Gym Bag'],
              ['Sports Backpacks', 'Sports Backpack'],
            ],
          },
          {
            name: 'Gear',
            priceSgd: [10, 90],
            leaves: [
              ['Yoga Mats', 'Yoga Mat'],
              ['Water Bottles', 'Water Bottle'],
            ],
          },
        ],
      },
    ],
  },
];
