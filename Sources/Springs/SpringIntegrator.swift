/// The fixed-timestep integrators UI engines use for springs, each a literal transcription of the textbook
/// scheme applied to m·x″ = −k·(x − to) − c·x′, i.e. the acceleration
///
///     acc(x, v) = (−k·(x − to) − c·v) / m
///
/// Sources: Hairer, Lubich & Wanner, *Geometric Numerical Integration* (Euler, symplectic Euler, Störmer–
/// Verlet); Press et al., *Numerical Recipes*, §17.1 (classic RK4). Global error orders: Euler and
/// semi-implicit Euler O(h), velocity Verlet O(h²), RK4 O(h⁴).
public enum SpringIntegrator: String, CaseIterable, Sendable, Codable {
    /// Explicit (forward) Euler: x₁ = x + h·v, v₁ = v + h·acc(x, v). Gains energy on an undamped spring.
    case explicitEuler = "euler"
    /// Semi-implicit (symplectic) Euler: v₁ = v + h·acc(x, v), x₁ = x + h·v₁. Used by most game engines.
    /// The energy ½·m·v² + ½·k·(x − to)² never increases from one step to the next when ω₀h ≤ 2ζ and
    /// c·h/m ≤ 1 (a sufficient condition: the one-step quadratic form is then negative semidefinite; checked
    /// on a grid and by the tests). Undamped, it conserves a nearby modified energy, ½mv² + ½ky² − ½hkyv.
    case semiImplicitEuler = "semi-implicit-euler"
    /// Velocity Verlet with a velocity-dependent force: a₀ = acc(x, v), x₁ = x + h·v + h²/2·a₀,
    /// a₁ = acc(x₁, v + h·a₀) (predicted velocity), v₁ = v + h/2·(a₀ + a₁). Second order.
    case velocityVerlet = "verlet"
    /// Classic fourth-order Runge–Kutta on the state (x, v).
    case rungeKutta4 = "rk4"

    /// One step of length `h` from `state` for a spring with `parameters` pulled toward `target`.
    /// Inlinable so that a caller's loop over many springs pays for the scheme, not for a call per spring.
    /// - Complexity: O(1): one acceleration evaluation (Euler, semi-implicit Euler), two (velocity Verlet) or
    ///   four (RK4).
    @inlinable
    public func step(_ state: SpringSample, by h: Double, parameters: SpringParameters, target: Double)
        -> SpringSample
    {
        let m = parameters.mass, k = parameters.stiffness, c = parameters.damping
        func acc(_ x: Double, _ v: Double) -> Double { (-k * (x - target) - c * v) / m }
        let x = state.position, v = state.velocity
        switch self {
        case .explicitEuler:
            return SpringSample(position: x + h * v, velocity: v + h * acc(x, v))
        case .semiImplicitEuler:
            let v1 = v + h * acc(x, v)
            return SpringSample(position: x + h * v1, velocity: v1)
        case .velocityVerlet:
            let a0 = acc(x, v)
            let x1 = x + h * v + h * h / 2 * a0
            let a1 = acc(x1, v + h * a0)
            return SpringSample(position: x1, velocity: v + h / 2 * (a0 + a1))
        case .rungeKutta4:
            let k1x = v, k1v = acc(x, v)
            let k2x = v + h / 2 * k1v, k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acc(x + h * k3x, v + h * k3v)
            return SpringSample(position: x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x),
                                velocity: v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v))
        }
    }
}
