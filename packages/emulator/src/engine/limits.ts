/**
 * Limits that are not quotas or rate limits: `unlimited` leaves them on. Each family documents its
 * own entries and defaults.
 */
export interface LimitOverrides {
  crm?: {
    /**
     * Cards one stage delete may reassign; above it 400 TOO_MANY_ITEMS_TO_REASSIGN.
     * @default 1000
     */
    maxCardsToReassign?: number;
  };
  webhooks?: {
    /**
     * How long one delivery attempt may take (answer and body) before it counts as failed.
     * @default 10000 (the spec's 10 s)
     */
    deliveryTimeoutMs?: number;
  };
}
