// Until @portal/domain/booking-dates lands (ventureCode): 'SG' → 'ZSG'.
export const ventureCodeOf = (catalogCode: string): string => `Z${catalogCode}`;
