/**
 * How the rate limits tell one visitor from another by address (issue 43, docs/decisions/080). An
 * IPv4 address is one visitor. An IPv6 visitor has a whole block of addresses, and may send each
 * request from another address in it, so a limit is kept per block: per /48, the most any end site
 * is given.
 *
 * What hosts hand out (RIPE-690, the operators' best practice): /48 to a business, at least /56 to a
 * home; a mobile phone a /64. In the UK, Sky and BT give each home a /56; Zen and Andrews & Arnold a
 * /48; Hurricane Electric's free tunnel broker gives anyone a /48 on request; an AWS VPC is a /56.
 * Grouped by /56 (express-rate-limit's default), one free /48 was 256 visitors to the limit, 256 times
 * its searches. Grouped by /48, it is one. The cost: up to 256 homes of an ISP giving /56s, or phones
 * of a carrier, may share one limit; no person reaches it (60 searches a minute, and with JavaScript
 * on only the first search of a visit reaches the server).
 */
export const CLIENT_IPV6_PREFIX = 48;
