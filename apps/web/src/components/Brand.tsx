import './brand.css';

/** The product's mark: an orange tile and the name 'CRM'. */
export function Brand() {
  return (
    <span className="brand">
      <span className="brand-mark" aria-hidden="true">
        C
      </span>
      <span className="brand-name">CRM</span>
    </span>
  );
}
