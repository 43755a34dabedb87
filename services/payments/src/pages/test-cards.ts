// Stripe's documented test cards the hosted pages accept, as the page lists them. Word for word the list of
// @innov/contracts' TEST_CARDS (this service may not import contracts; pages.test.ts checks they stay equal).
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Is declined' },
  { number: '4000 0000 0000 9995', outcome: 'Is declined for insufficient funds' },
  { number: '4000 0027 6000 3184', outcome: 'Asks for authentication (3-D Secure), then succeeds' },
] as const;
