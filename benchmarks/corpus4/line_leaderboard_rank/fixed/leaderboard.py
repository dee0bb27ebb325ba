"""League standings: order, shared ranks for exact ties, and a printable table."""

from results import parse_results, records


def sort_key(record):
    return (-record.points, -record.diff, -record.goals_for, record.team.lower())


def standings(matches):
    """(rank, record) pairs. Teams level on points, goal difference and goals scored share
    a rank, and the next team's rank skips accordingly (1, 2, 2, 4)."""
    ordered = sorted(records(matches).values(), key=sort_key)
    table, previous, rank = [], None, 0
    for position, record in enumerate(ordered, 1):
        key = (record.points, record.diff, record.goals_for)
        if key != previous:
            rank = position
        previous = key
        table.append((rank, record))
    return table


def render(matches):
    rows = [f"{'#':>2} {'Team':<12} {'P':>2} {'W':>2} {'D':>2} {'L':>2} {'GD':>4} {'Pts':>3}"]
    for rank, r in standings(matches):
        rows.append(f"{rank:>2} {r.team:<12} {r.played:>2} {r.won:>2} {r.drawn:>2} "
                    f"{r.lost:>2} {r.diff:>+4} {r.points:>3}")
    return "\n".join(rows)


def league_table(text):
    return render(parse_results(text))


def leaders(matches):
    """Every team sharing first place."""
    return [r.team for rank, r in standings(matches) if rank == 1]
