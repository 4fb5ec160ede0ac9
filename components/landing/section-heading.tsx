import s from './sections.module.css';

/** The heading block every landing section shares: eyebrow, title (the section's label), subtitle. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <div className={s.heading}>
      <p className={s.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={s.title}>
        {title}
      </h2>
      {subtitle && <p className={s.subtitle}>{subtitle}</p>}
    </div>
  );
}
