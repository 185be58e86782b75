/** Test data shaped like the catalog queries' answers. */
export function meta(total: number, currentPage = 1, perPage = 100) {
  return { total, perPage, currentPage, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}

export function category(
  id: number,
  name: string,
  parentId: number | null,
  position: number,
  extra: Partial<{ hideCategory: boolean; hideSubcategory: boolean }> = {},
) {
  return {
    __typename: 'Category',
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    parentId,
    position,
    hideCategory: false,
    hideSubcategory: false,
    ...extra,
  };
}

/** Ranks (Seasonal, Monthly as children, out of order), Keys, Hats (hidden), given out of order on purpose. */
const tree = [
  category(3, 'Hats', null, 2, { hideCategory: true }),
  category(12, 'Monthly', 1, 1),
  category(1, 'Ranks', null, 0),
  category(11, 'Seasonal', 1, 0),
  category(2, 'Keys', null, 1),
];

export function categoriesAnswer(list = tree) {
  return () => ({ data: { categories: { __typename: 'CategoryPage', meta: meta(list.length), data: list } } });
}

export const formOptions = () => ({
  data: {
    gameServers: {
      meta: { total: 2 },
      data: [
        { id: 5, name: 'Lobby' },
        { id: 6, name: 'Survival' },
      ],
    },
    variables: [
      { id: 8, name: 'nickname', description: 'Your in-game name' },
      { id: 9, name: 'server', description: null },
    ],
  },
});

export function packageDetail(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Package',
    id: 42,
    name: 'VIP',
    slug: 'vip',
    description: 'Perks',
    categoryId: 1,
    parentId: null,
    isVariationParent: false,
    position: 0,
    enabled: true,
    type: 'SINGLE',
    price: 9.99,
    priceDisplay: '$9.99',
    compareAtPrice: null,
    expiryDays: 30,
    subscription: null,
    giftCardValue: null,
    inventoryAmount: null,
    perUserLimit: false,
    image: null,
    icon: null,
    commands: [
      { id: 1, type: 'PURCHASE', command: 'lp user {client_identifier} group add vip', gameServerId: 5, offlineExecute: true, schedule: 0, executeOnce: false },
      {
        id: 2,
        type: 'EXPIRE',
        command: 'lp user {client_identifier} group remove vip',
        gameServerId: null,
        offlineExecute: false,
        schedule: 10,
        executeOnce: true,
      },
    ],
    discordActions: [{ id: 1, type: 'PURCHASE', action: 'ADD_ROLE', parameters: { roleId: '112233445566778899', channelId: null, message: null } }],
    licenseKeys: [
      { id: 1, key: 'OLD-1', used: true, usedAt: '2026-11-20T10:00:00.000Z' },
      { id: 2, key: 'NEW-1', used: false, usedAt: null },
      { id: 3, key: 'NEW-2', used: false, usedAt: null },
    ],
    fields: [{ id: 1, name: 'Nickname', type: 'TEXT', description: '', required: true }],
    variables: [8],
    email: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A package's license keys as packageLicenseKeys answers them: `page` of `keys` (pages of `perPage`). */
export function licenseKeysAnswer(keys: { value: string; used?: boolean }[], perPage = 20) {
  return (v: Record<string, unknown>) => {
    const page = (v.page as number | undefined) ?? 1;
    const rows = keys.map((k, i) => ({
      __typename: 'LicenseKey',
      id: i + 1,
      value: k.value,
      used: k.used ?? false,
      usedAt: k.used ? '2026-11-20T10:00:00.000Z' : null,
      createdAt: '2026-11-01T10:00:00.000Z',
    }));
    return {
      data: {
        packageLicenseKeys: {
          __typename: 'LicenseKeyPage',
          meta: meta(keys.length, page, perPage),
          data: rows.slice((page - 1) * perPage, page * perPage),
        },
      },
    };
  };
}
