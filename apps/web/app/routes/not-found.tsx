export default function NotFound() {
  return <h1>Oops! Page Not Found</h1>;
}
