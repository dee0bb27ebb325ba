from player import Player, clamp


def test_clamp():
    assert clamp(15, 0, 10) == 10
    assert clamp(-3, 0, 10) == 0


def test_damage_to_death():
    p = Player("ann", 30)
    p.damage(50)
    assert p.hp == 0 and not p.alive


def test_heal_partially():
    p = Player("ann", 100)
    p.damage(40)
    p.heal(15)
    assert p.hp == 75
