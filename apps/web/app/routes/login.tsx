export default function Login() {
  return <h1>Sign in</h1>;
}
