import Springs

// A picture-in-picture window released at (100, 600) pt moving at (1500, −2000) pt/s:
// where would it coast to, and which corner of an 800 × 1600 pt screen is nearest to that?
let corners = [GesturePoint(x: 0, y: 0), GesturePoint(x: 800, y: 0),
               GesturePoint(x: 0, y: 1600), GesturePoint(x: 800, y: 1600)]
let release = GesturePoint(x: 100, y: 600)
let projected = NearestTarget.projected(release, velocity: GesturePoint(x: 1500, y: -2000))
let corner = NearestTarget.index(of: projected, among: corners)  // nil only for no candidates
print(projected.x, projected.y, corner ?? -1)  // about 848.5 −398 1

// snippet.hide
precondition(corner == 1)
precondition(abs(projected.x - 848.5) < 1e-9 && abs(projected.y - -398) < 1e-9)
