import type { Category } from "@crest/domain";
import { Tag } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ImageWithFallback } from "../../../components/media/index.ts";
import "./catalogue.css";

/** The category tree as cards (featured first, in the club's order); each links to its products. */
export function CategoryCards({
  categories,
  linkOf,
}: {
  categories: readonly Category[];
  linkOf: (category: Category) => string;
}) {
  const intl = useIntl();
  const ordered = [...categories].sort(
    (a, b) => Number(b.featured) - Number(a.featured) || a.order - b.order,
  );
  return (
    <ul className="crest-product-grid">
      {ordered
        .flatMap((category) => [category, ...category.childCategories])
        .map((category) => (
          <li key={category.id}>
            <Link to={linkOf(category)} className="crest-product-card">
              {category.graphicThumb ? (
                <span className="crest-product-card__photo">
                  <ImageWithFallback src={category.graphicThumb} alt="" />
                </span>
              ) : null}
              <span className="crest-product-card__body">
                <span className="crest-product-card__name">
                  {category.parentCategory ? `${category.parentCategory.name} › ` : ""}
                  {category.name}
                </span>
                {category.description ? <span>{category.description}</span> : null}
                {category.childCategories.length > 0 ? (
                  <span>
                    {intl.formatMessage(
                      { id: "catalogue.subcategories" },
                      { count: category.childCategories.length },
                    )}
                  </span>
                ) : null}
                {category.featured ? <Tag>{intl.formatMessage({ id: "catalogue.featured" })}</Tag> : null}
              </span>
            </Link>
          </li>
        ))}
    </ul>
  );
}
