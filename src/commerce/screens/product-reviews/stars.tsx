import styles from "./reviews.module.css";

/** Five stars, `rating` of them filled (halves rounded to the nearest half), read out as `label`. */
export function Stars({ rating, label, size = "small" }: { rating: number; label: string; size?: "small" | "large" }) {
  const filled = Math.round(rating * 2) / 2;
  return (
    <span className={[styles.stars, size === "large" ? styles.starsLarge : ""].join(" ")} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= filled ? styles.starOn : star - 0.5 === filled ? styles.starHalf : styles.starOff}>
          ★
        </span>
      ))}
    </span>
  );
}
