import { FULL_LOGO_BRANDS } from "@crest/domain/wallet/wallet.rules";
import { useIntl } from "react-intl";
import { WalletMessages } from "../lazy-messages/wallet-messages.tsx";

/**
 * Brand colours and short marks, keyed by the brand in lower case; drawn here so no logo file is
 * fetched (spec-1 §9 brand icons).
 */
const BRANDS: Record<string, { label: string; mark: string; color: string }> = {
  visa: { label: "Visa", mark: "VISA", color: "#1a1f71" },
  amex: { label: "American Express", mark: "AMEX", color: "#006fcf" },
  mastercard: { label: "Mastercard", mark: "MC", color: "#c2410c" },
  discover: { label: "Discover", mark: "D", color: "#b45309" },
  diners: { label: "Diners Club", mark: "DC", color: "#0369a1" },
  jcb: { label: "JCB", mark: "JCB", color: "#15803d" },
  unionpay: { label: "UnionPay", mark: "UP", color: "#be123c" },
  bank: { label: "Bank account", mark: "BANK", color: "#334155" },
  houseaccount: { label: "House account", mark: "CLUB", color: "#334155" },
};

/** A payment brand's name as people write it: "visa" → "Visa"; an unknown brand as it came. */
export const brandLabel = (brand: string): string => BRANDS[brand.toLowerCase()]?.label ?? brand;

/**
 * A payment brand's icon (spec-1 §9): Visa and American Express show the full logo, every
 * other brand a smaller mark, all on badges of one width so the list lines up (issue 24). Named
 * for screen readers by the brand.
 */
export function BrandIcon({ brand }: { brand: string }) {
  return (
    <WalletMessages>
      <BrandImage brand={brand} />
    </WalletMessages>
  );
}

const BADGE = { width: 56, height: 36 } as const;

function BrandImage({ brand }: { brand: string }) {
  const intl = useIntl();
  const key = brand.toLowerCase();
  const known = BRANDS[key] ?? { label: brand, mark: brand.slice(0, 4).toUpperCase(), color: "#475569" };
  const full = FULL_LOGO_BRANDS.includes(key);
  return (
    <svg
      role="img"
      aria-label={intl.formatMessage({ id: "wallet.brand" }, { brand: known.label })}
      width={BADGE.width}
      height={BADGE.height}
      viewBox={`0 0 ${BADGE.width} ${BADGE.height}`}
      style={{ flex: "none" }}
    >
      <rect width={BADGE.width} height={BADGE.height} rx={4} fill={known.color} />
      <text
        x="50%"
        y="50%"
        dominantBaseline="central"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
        fontWeight={700}
        fontStyle={key === "visa" ? "italic" : "normal"}
        fontSize={full ? 14 : 11}
      >
        {known.mark}
      </text>
    </svg>
  );
}
