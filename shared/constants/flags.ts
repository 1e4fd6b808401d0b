/** Response flags of the product's envelope (product-spec §5, §8, §9). */
export const FLAG_OK = 1;
/** Login timed out / session missing or expired. */
export const FLAG_SESSION_EXPIRED = 4010;
/** Customer info or resource list failure: the shell goes to /reload. */
export const FLAG_CUSTOMER_FAILURE = 5001;
/** Resource list not found: rejected, the shell goes to /reload. */
export const FLAG_NOT_FOUND = 404;
/** Generic failure with a Chinese message in `msg` (validation, wrong password ...). */
export const FLAG_FAILURE = 0;
